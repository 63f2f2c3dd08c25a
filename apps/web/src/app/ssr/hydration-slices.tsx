import { Suspense, useState, type ReactNode } from 'react';

/**
 * Hydration in slices. Preact hydrates a page in one task, without React's time slicing: on a
 * phone with a slow CPU the shop's page held the main thread for 350–400 ms in one go, and a tap
 * meanwhile waited. A slice's part of the page waits during that pass (it suspends; Preact keeps
 * the server's markup in place, painted and readable) and hydrates in a task of its own
 * afterwards, in the order the slices were met. Outside the first hydration (on the server, and
 * for anything rendered later) a slice renders its children at once.
 */

interface Turn {
  done: boolean;
  promise: Promise<void>;
}

/** The slices' chain of turns while the page hydrates; null before and after. */
let queue: Promise<void> | null = null;

/** Resolves in a new task of the event loop (a message to ourselves: no timer's 4 ms clamp). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function takeTurn(chain: Promise<void>): Turn {
  const turn: Turn = { done: false, promise: Promise.resolve() };
  turn.promise = queue = chain.then(nextTask).then(() => {
    turn.done = true;
  });
  return turn;
}

/** Called right before hydrating the server's page: slices met from now on wait for a turn. */
export function startSlicedHydration(): void {
  queue = Promise.resolve();
}

/**
 * Resolves once every slice has hydrated, including slices met inside one that resumed; from
 * then on slices render at once.
 */
export async function slicesHydrated(): Promise<void> {
  while (queue) {
    const waited = queue;
    await waited;
    // The slice whose turn it was renders in the microtasks after its turn, and a slice met
    // inside it joins the queue then: look again a task later.
    await nextTask();
    if (queue === waited) queue = null;
  }
}

function Waiting({ turn, children }: { turn: Turn | null; children: ReactNode }) {
  if (turn && !turn.done) throw turn.promise;
  return children;
}

/**
 * A part of the page hydrated in a task of its own. Its children must render one element (the
 * part Preact keeps while the slice waits): a `<header>`, a `<main>`, a `<footer>`.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  // Taken once, on the slice's first render: a re-render while waiting keeps its place in line.
  const [turn] = useState(() => (queue ? takeTurn(queue) : null));
  return (
    <Suspense fallback={null}>
      <Waiting turn={turn}>{children}</Waiting>
    </Suspense>
  );
}
