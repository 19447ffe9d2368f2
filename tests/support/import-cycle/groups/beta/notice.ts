// A fixture of tests/server/lint/module-boundaries.test.ts: beta → alpha, while alpha → beta.
import { alpha } from '../alpha/service';

export const notice = alpha;
