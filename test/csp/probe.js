// Runs before anything else on the CSP host page (an external classic script, as the policy
// allows no inline one): it records every policy violation, uncaught error and warning.
window.probe = { violations: [], errors: [], warnings: [] };
document.addEventListener('securitypolicyviolation', (event) => {
  window.probe.violations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
});
window.addEventListener('error', (event) => window.probe.errors.push(String(event.message)));
window.addEventListener('unhandledrejection', (event) => window.probe.errors.push(String(event.reason)));
const warn = console.warn;
console.warn = (...args) => {
  window.probe.warnings.push(args.map(String).join(' '));
  warn.apply(console, args);
};
