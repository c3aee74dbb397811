// States and views are plain data (they are stored and sent as JSON), so a copy walks them field by field:
// about a seventh of structuredClone's time on a mid-game state (which checks for every kind of value it
// can copy) and half a JSON round trip's (bench/engine.ts reports both).

/** A deep copy of plain data: objects, arrays, strings, numbers, booleans and null, nothing shared. */
export function copyData<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const copy = new Array(value.length);
    for (let i = 0; i < value.length; i++) copy[i] = copyData(value[i]);
    return copy as T;
  }
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyData((value as Record<string, unknown>)[key]);
  return copy as T;
}
