import type { FeatureIndex, SparseVector } from "../../features/feature-index.js";

/**
 * TiMBL-style attributes over the shared sparse columns. Columns named `name=value` that never
 * co-occur in a block form one symbolic attribute `name` (compared by overlap); every other column
 * is a numeric attribute (compared by scaled absolute difference).
 */
export interface AttributeSchema {
  /** Column of each numeric attribute. */
  readonly numericColumns: Int32Array;
  /** Per column: its symbolic attribute (−1 when numeric) and its value id within it (1-based). */
  readonly symbolicOf: Int32Array;
  readonly valueIdOf: Int32Array;
  readonly symbolicNames: readonly string[];
}

export interface AttributeSchemaJSON {
  readonly numericColumns: number[];
  readonly symbolicOf: number[];
  readonly valueIdOf: number[];
  readonly symbolicNames: string[];
}

/**
 * One instance: its nonzero numeric attributes as ascending slots and values (block features are
 * sparse — thousands of columns, tens set), and symbolic value ids (0 = no value).
 */
export interface Instance {
  readonly numericSlots: Int32Array;
  readonly numericValues: Float64Array;
  readonly symbolic: Int32Array;
}

export function fitAttributeSchema(
  index: FeatureIndex,
  vectors: readonly SparseVector[],
): AttributeSchema {
  const groupOf = new Map<string, number[]>();
  index.names.forEach((name, column) => {
    const equals = name.indexOf("=");
    if (equals < 0) return;
    const group = name.slice(0, equals);
    groupOf.set(group, [...(groupOf.get(group) ?? []), column]);
  });
  const multiValued = new Set<string>();
  const groupName = (column: number): string | undefined => {
    const name = index.names[column];
    const equals = name.indexOf("=");
    return equals < 0 ? undefined : name.slice(0, equals);
  };
  for (const vector of vectors) {
    const seen = new Set<string>();
    for (const column of vector.indices) {
      const group = groupName(column);
      if (group === undefined) continue;
      if (seen.has(group)) multiValued.add(group);
      seen.add(group);
    }
  }
  const symbolicOf = new Int32Array(index.size).fill(-1);
  const valueIdOf = new Int32Array(index.size);
  const symbolicNames: string[] = [];
  for (const [group, columns] of groupOf) {
    if (multiValued.has(group)) continue;
    const attribute = symbolicNames.length;
    symbolicNames.push(group);
    columns.forEach((column, k) => {
      symbolicOf[column] = attribute;
      valueIdOf[column] = k + 1;
    });
  }
  const numericColumns = Int32Array.from(
    Array.from({ length: index.size }, (_, column) => column).filter(
      (column) => symbolicOf[column] === -1,
    ),
  );
  return { numericColumns, symbolicOf, valueIdOf, symbolicNames };
}

export function toInstance(
  schema: AttributeSchema,
  vector: SparseVector,
  numericSlot: Map<number, number>,
): Instance {
  const numeric: [number, number][] = [];
  const symbolic = new Int32Array(schema.symbolicNames.length);
  for (let k = 0; k < vector.indices.length; k++) {
    const column = vector.indices[k];
    const attribute = schema.symbolicOf[column];
    if (attribute >= 0) symbolic[attribute] = schema.valueIdOf[column];
    else {
      const slot = numericSlot.get(column);
      if (slot !== undefined) numeric.push([slot, vector.values[k]]);
    }
  }
  numeric.sort((a, b) => a[0] - b[0]);
  return {
    numericSlots: Int32Array.from(numeric, ([slot]) => slot),
    numericValues: Float64Array.from(numeric, ([, value]) => value),
    symbolic,
  };
}

/** Column → position among the numeric attributes. */
export function numericSlots(schema: AttributeSchema): Map<number, number> {
  return new Map(Array.from(schema.numericColumns, (column, slot) => [column, slot]));
}

export function schemaToJSON(schema: AttributeSchema): AttributeSchemaJSON {
  return {
    numericColumns: Array.from(schema.numericColumns),
    symbolicOf: Array.from(schema.symbolicOf),
    valueIdOf: Array.from(schema.valueIdOf),
    symbolicNames: [...schema.symbolicNames],
  };
}

export function schemaFromJSON(json: AttributeSchemaJSON): AttributeSchema {
  return {
    numericColumns: Int32Array.from(json.numericColumns),
    symbolicOf: Int32Array.from(json.symbolicOf),
    valueIdOf: Int32Array.from(json.valueIdOf),
    symbolicNames: json.symbolicNames,
  };
}
