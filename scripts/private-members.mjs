// The bundles' short names for the source's private and protected class members. Terser cannot
// tell a member only its class reads from a property a host, a worker or lit reads by name; the
// type checker can. A name is shortened only when every use of it in src/ is such a member, no
// string in src/ spells it (`changed.has('x')`, `'x' in y`), and the code the bundles include
// from node_modules never uses it. Each name gets one short name for every chunk and the workers,
// chosen among names nothing else uses, so a chunk's members never meet another chunk's under a
// name of lit's or the DOM's.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url);

/** The packages whose code the bundles carry beside the project's own. */
const BUNDLED_PACKAGES = ['lit', 'lit-html', 'lit-element', '@lit/reactive-element', '@lit/localize'];

const MEMBER_KINDS = new Set([
  ts.SyntaxKind.PropertyDeclaration,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
  ts.SyntaxKind.Parameter,
]);

const SIGNATURE_KINDS = new Set([ts.SyntaxKind.PropertySignature, ts.SyntaxKind.MethodSignature]);
const LITERAL_MEMBER_KINDS = new Set([
  ts.SyntaxKind.PropertyAssignment,
  ts.SyntaxKind.ShorthandPropertyAssignment,
  ts.SyntaxKind.MethodDeclaration,
  ts.SyntaxKind.GetAccessor,
  ts.SyntaxKind.SetAccessor,
]);

/** Whether a declaration, or the class, interface or type alias it belongs to, is marked `@internal`. */
function isMarkedInternal(node) {
  for (let at = node; at && !ts.isSourceFile(at); at = at.parent) {
    if (ts.getJSDocTags(at).some((tag) => tag.tagName.text === 'internal')) return true;
    if (ts.isClassDeclaration(at) || ts.isInterfaceDeclaration(at) || ts.isTypeAliasDeclaration(at)) return false;
  }
  return false;
}

/**
 * A member only the element's own code reads: a private or protected member of a class in src/
 * (a parameter property counts), or any member of a class, interface or type marked `@internal`,
 * or a key of an object literal written for such a type; an override counts when what it
 * overrides is such a member too, not lit's or the DOM's.
 */
function isPrivateMember(declaration, checker) {
  if (declaration.getSourceFile().isDeclarationFile) return false;
  if (ts.isObjectLiteralExpression(declaration.parent) && LITERAL_MEMBER_KINDS.has(declaration.kind)) {
    const property = checker.getContextualType(declaration.parent)?.getProperty(declaration.name.text);
    const declarations = property?.declarations ?? [];
    return declarations.length > 0 && declarations.every((own) => own !== declaration && isPrivateMember(own, checker));
  }
  if (SIGNATURE_KINDS.has(declaration.kind)) return isMarkedInternal(declaration);
  if (!MEMBER_KINDS.has(declaration.kind)) return false;
  if (
    declaration.kind !== ts.SyntaxKind.Parameter &&
    isMarkedInternal(declaration) &&
    (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Override) === 0
  )
    return true;
  const flags = ts.getCombinedModifierFlags(declaration);
  if ((flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) === 0) return false;
  if ((flags & ts.ModifierFlags.Override) === 0) return true;
  const type = checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(declaration.parent.name));
  return checker.getBaseTypes(type).every((base) => {
    const overridden = base.getProperty(declaration.name.text)?.declarations ?? [];
    return overridden.length > 0 && overridden.every((inBase) => isPrivateMember(inBase, checker));
  });
}

/** Where an identifier names a property: declared, read, written, or taken apart. */
function isPropertyName(node) {
  const { parent } = node;
  if (ts.isPropertyAccessExpression(parent)) return parent.name === node;
  if (ts.isBindingElement(parent)) return parent.propertyName === node || (!parent.propertyName && ts.isObjectBindingPattern(parent.parent));
  if (ts.isParameter(parent)) return parent.name === node && ts.getCombinedModifierFlags(parent) !== 0;
  return (
    (ts.isPropertyAssignment(parent) ||
      ts.isShorthandPropertyAssignment(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isGetAccessor(parent) ||
      ts.isSetAccessor(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodSignature(parent) ||
      ts.isEnumMember(parent)) &&
    parent.name === node
  );
}

/** The property an identifier names; in `const { name } = value`, the property of the value taken apart. */
function propertySymbol(node, checker) {
  const { parent } = node;
  if (ts.isBindingElement(parent) && ts.isObjectBindingPattern(parent.parent) && (parent.propertyName ?? parent.name) === node) {
    return checker.getTypeAtLocation(parent.parent).getProperty(node.text) ?? checker.getSymbolAtLocation(node);
  }
  return checker.getSymbolAtLocation(node);
}

function bundledPackageFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'development') walk(path);
      } else if (entry.name.endsWith('.js')) files.push(path);
    }
  };
  for (const name of BUNDLED_PACKAGES) walk(new URL(`node_modules/${name}`, root).pathname);
  return files;
}

/** Every word of the terser's list of DOM properties, which it never shortens. */
function domProperties() {
  const text = readFileSync(new URL('node_modules/terser/tools/domprops.js', root), 'utf8');
  return new Set([...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]));
}

/** `a`, `b`, … `Z`, `aa`, … as terser counts, without the names in `taken`. */
function* shortNames(taken) {
  const first = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$';
  const rest = `${first}0123456789`;
  for (let length = 1; ; length++) {
    const total = first.length * rest.length ** (length - 1);
    for (let n = 0; n < total; n++) {
      let name = first[n % first.length];
      for (let k = Math.floor(n / first.length), i = 1; i < length; i++, k = Math.floor(k / rest.length)) name += rest[k % rest.length];
      if (!taken.has(name)) yield name;
    }
  }
}

/**
 * The terser `mangle.properties` options for the bundles: each private member's name, most used
 * first, mapped to its short name.
 */
export function privateMemberMangling(tsconfig = 'tsconfig.build.json') {
  const configPath = new URL(tsconfig, root).pathname;
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram(config.fileNames, config.options);
  const checker = program.getTypeChecker();
  const uses = new Map();
  const unsafe = new Set();

  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile) continue;
    const visit = (node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) unsafe.add(node.text);
      if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
        if (isPropertyName(node)) {
          const symbol = propertySymbol(node, checker);
          const declarations = symbol?.declarations ?? [];
          if (declarations.length > 0 && declarations.every((declaration) => isPrivateMember(declaration, checker)))
            uses.set(node.text, (uses.get(node.text) ?? 0) + 1);
          else unsafe.add(node.text);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  for (const path of bundledPackageFiles()) {
    for (const match of readFileSync(path, 'utf8').matchAll(/[A-Za-z_$][\w$]*/g)) unsafe.add(match[0]);
  }

  const names = [...uses].filter(([name]) => !unsafe.has(name) && name.length > 1).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const taken = new Set([...unsafe, ...uses.keys(), ...domProperties()]);
  const short = shortNames(taken);
  const props = Object.fromEntries(names.map(([name]) => [`$${name}`, short.next().value]));
  return { regex: new RegExp(`^(?:${names.map(([name]) => name).join('|')})$`), cache: { props } };
}
