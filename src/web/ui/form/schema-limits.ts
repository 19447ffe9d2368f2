import type * as v from 'valibot';

type Node = v.GenericSchema | v.PipeItem<unknown, unknown, v.BaseIssue<unknown>>;

/**
 * The largest length a shared schema allows (its `maxLength` action), looking through pipes and
 * optional/nullable wrappers and unions; undefined when it sets none. Fields show their limit from this, so the
 * number lives only in the contract.
 */
export function maxLengthOf(node: Node | undefined): number | undefined {
  if (!node) return undefined;
  if (node.type === 'max_length' && 'requirement' in node && typeof node.requirement === 'number') return node.requirement;
  if ('pipe' in node && Array.isArray(node.pipe)) {
    for (const item of node.pipe as Node[]) {
      const found = item === node ? undefined : maxLengthOf(item);
      if (found !== undefined) return found;
    }
  }
  if ('wrapped' in node) return maxLengthOf(node.wrapped as Node);
  if ('options' in node && Array.isArray(node.options)) {
    for (const option of node.options as Node[]) {
      const found = maxLengthOf(option);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** The limit of one field of an object schema. */
export function fieldLimit(schema: v.GenericSchema | undefined, name: string): number | undefined {
  if (!schema || !('entries' in schema)) return undefined;
  const entries = schema.entries as Record<string, Node>;
  return maxLengthOf(entries[name]);
}
