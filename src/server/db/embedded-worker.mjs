// The worker thread's entry: the server's sources are TypeScript, loaded through tsx as in the
// server's own thread (a worker does not inherit the loader).
import { register } from 'tsx/esm/api';

register();
await import('./embedded-worker.ts');
