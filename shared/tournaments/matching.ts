// Whether a graph has a perfect matching: Edmonds' blossom algorithm, O(V³). The Swiss pairing asks it
// before each choice, so it never follows a choice that leaves somebody without an opponent, and needs no
// backtracking (which took seconds at 44 players).

/** Whether the `count` vertices can all be paired along edges for which `adjacent(a, b)` holds. */
export function hasPerfectMatching(count: number, adjacent: (a: number, b: number) => boolean): boolean {
  if (count % 2 === 1) return false;
  const match = new Array<number>(count).fill(-1);
  const parent = new Array<number>(count).fill(-1);
  const base = new Array<number>(count).fill(0);
  const used = new Array<boolean>(count).fill(false);
  const blossom = new Array<boolean>(count).fill(false);

  // The nearest common ancestor of two vertices' blossom bases in the alternating tree.
  const commonBase = (first: number, second: number): number => {
    const seen = new Array<boolean>(count).fill(false);
    let a = first;
    for (;;) {
      a = base[a]!;
      seen[a] = true;
      if (match[a] === -1) break;
      a = parent[match[a]!]!;
    }
    let b = second;
    for (;;) {
      b = base[b]!;
      if (seen[b]) return b;
      b = parent[match[b]!]!;
    }
  };
  const markPath = (from: number, stop: number, fromChild: number): void => {
    let vertex = from;
    let child = fromChild;
    while (base[vertex] !== stop) {
      blossom[base[vertex]!] = true;
      blossom[base[match[vertex]!]!] = true;
      parent[vertex] = child;
      child = match[vertex]!;
      vertex = parent[match[vertex]!]!;
    }
  };
  // The end of an augmenting path from `root`, or -1 if there is none.
  const augmentingPathEnd = (root: number): number => {
    used.fill(false);
    parent.fill(-1);
    for (let vertex = 0; vertex < count; vertex++) base[vertex] = vertex;
    used[root] = true;
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      const vertex = queue[head]!;
      for (let to = 0; to < count; to++) {
        if (to === vertex || !adjacent(vertex, to) || base[vertex] === base[to] || match[vertex] === to) continue;
        if (to === root || (match[to] !== -1 && parent[match[to]!] !== -1)) {
          const shared = commonBase(vertex, to);
          blossom.fill(false);
          markPath(vertex, shared, to);
          markPath(to, shared, vertex);
          for (let other = 0; other < count; other++) {
            if (!blossom[base[other]!]) continue;
            base[other] = shared;
            if (!used[other]) {
              used[other] = true;
              queue.push(other);
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = vertex;
          if (match[to] === -1) return to;
          used[match[to]!] = true;
          queue.push(match[to]!);
        }
      }
    }
    return -1;
  };

  for (let root = 0; root < count; root++) {
    if (match[root] !== -1) continue;
    // A vertex left unmatched with no augmenting path stays so in every maximum matching.
    let end = augmentingPathEnd(root);
    if (end === -1) return false;
    while (end !== -1) {
      const previous = parent[end]!;
      const next = match[previous]!;
      match[end] = previous;
      match[previous] = end;
      end = next;
    }
  }
  return true;
}
