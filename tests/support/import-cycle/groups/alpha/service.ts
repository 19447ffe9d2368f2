// A fixture of tests/server/lint/module-boundaries.test.ts: group alpha imports beta, whose notice.ts imports alpha back.
import { beta } from '../beta/service';

export const alpha = () => beta;
