import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { JobPriorityInputSchema } from '../../../src/shared/contract/job-priority';

describe('job priority input', () => {
  it("requires a name: 'Please fill the field'", () => {
    const result = v.safeParse(JobPriorityInputSchema, { name: '  ' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0].message).toBe('Please fill the field');
  });
  it('defaults status to 1 (enabled) when it is not sent', () => {
    expect(v.parse(JobPriorityInputSchema, { name: ' High ' })).toEqual({ name: 'High', status: 1 });
  });
  it('accepts status as number, form string or boolean', () => {
    expect(v.parse(JobPriorityInputSchema, { name: 'A', status: '0' }).status).toBe(0);
    expect(v.parse(JobPriorityInputSchema, { name: 'A', status: true }).status).toBe(1);
  });
});
