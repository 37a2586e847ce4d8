/**
 * Where each column a model file names stands in this version's columns. Files name their columns
 * so that a column added later (absent from older files) can take weight 0 and the older files
 * predict as they did; a column this version no longer has is an error.
 */
export function columnPositions(
  stored: unknown,
  current: readonly string[],
  what: string,
): Int32Array {
  if (!Array.isArray(stored) || !stored.every((name) => typeof name === "string"))
    throw new Error(`model file: ${what} must name its columns`);
  const position = new Map(current.map((name, column) => [name, column]));
  return Int32Array.from(stored as string[], (name) => {
    const column = position.get(name);
    if (column === undefined)
      throw new Error(`model file: ${what} has a column this version does not know: "${name}"`);
    return column;
  });
}

/** Stored weights laid out in this version's columns, 0 for the columns the file does not name. */
export function weightsInCurrentOrder(
  stored: { readonly features: unknown; readonly weights: unknown },
  current: readonly string[],
  what: string,
): Float64Array {
  const positions = columnPositions(stored.features, current, what);
  const { weights } = stored;
  if (
    !Array.isArray(weights) ||
    weights.length !== positions.length ||
    !weights.every(Number.isFinite)
  )
    throw new Error(`model file: ${what} must hold one finite weight per named column`);
  const laidOut = new Float64Array(current.length);
  positions.forEach((column, k) => {
    laidOut[column] = weights[k];
  });
  return laidOut;
}
