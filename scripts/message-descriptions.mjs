// A TypeScript transformer for the bundles: the `desc` of a `msg()` call is for translators (it
// goes into the XLIFF files), and @lit/localize never reads it, so the bundles leave it out.
import ts from 'typescript';

const isDescription = (property) => property.name !== undefined && ts.isIdentifier(property.name) && property.name.text === 'desc';

/** `msg(template, { id, desc })` becomes `msg(template, { id })`, and `msg(template, { desc })` `msg(template)`. */
export const withoutMessageDescriptions = (context) => (file) => {
  const { factory } = context;
  const visit = (node) => {
    const options = ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'msg' ? node.arguments[1] : undefined;
    if (!options || !ts.isObjectLiteralExpression(options) || !options.properties.some(isDescription)) return ts.visitEachChild(node, visit, context);
    const kept = options.properties.filter((property) => !isDescription(property));
    const template = ts.visitNode(node.arguments[0], visit);
    const args = kept.length > 0 ? [template, factory.updateObjectLiteralExpression(options, kept)] : [template];
    return factory.updateCallExpression(node, node.expression, node.typeArguments, args);
  };
  return ts.visitNode(file, visit);
};
