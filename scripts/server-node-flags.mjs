// How every launcher starts the API server's Node process (npm start, npm run dev, the browser
// tests and the benchmarks), so all of them measure and run the same thing.
//
// tsx runs the TypeScript sources directly. The young generation is capped at 16 MB semi-spaces
// (Node's own default before it began sizing them from the machine's memory): on a 24 GB machine
// Node now reserves 64 MB semi-spaces, three of them, which alone took the idle server from about
// 190 MB to 330 MB resident. Scavenges of a 16 MB space stay short, and a shop's requests allocate
// little that outlives them.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--import', 'tsx'];
