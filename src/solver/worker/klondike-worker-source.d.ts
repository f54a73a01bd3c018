// The build writes this module beside the worker's file: the worker's whole script as text
// (rollup.config.mjs, `workers`). No source holds it, since the text is the worker once built.
declare const source: string;
export default source;
