type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/** Every node of an EXPLAIN (FORMAT JSON) plan (a string from some drivers, parsed from others). */
export function planNodes(explained: unknown): PlanNode[] {
  const parsed = (typeof explained === 'string' ? JSON.parse(explained) : explained) as {
    Plan: PlanNode;
  }[];
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(parsed[0]!.Plan);
  return nodes;
}
