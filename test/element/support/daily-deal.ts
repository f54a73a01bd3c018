/** A host's deal provider module: `import('./daily-deal.js')` gives its namespace, the provider is its default export. */
export default function dailyDeal(): Promise<string> {
  return Promise.resolve('KL1-D1N-AAAAAAB');
}
