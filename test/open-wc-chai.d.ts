// @open-wc/testing types its `expect` as `typeof Chai.expect` through a default import of chai,
// which @types/chai does not declare: without this the browser tests' `expect` is `any`, and
// neither tsc nor the linter checks a single assertion.
import 'chai';

declare module 'chai' {
  const chai: Chai.ChaiStatic;
  export default chai;
}
