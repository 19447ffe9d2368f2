import griffel from '@griffel/vite-plugin';
import type { Plugin } from 'vite';

/** What the compiler writes for a makeStyles call whose styles it could not evaluate (`__styles`, imported as `_styles`). */
const NO_STYLES = /_styles\(\{\},\s*\{\}\)/;

/**
 * The app's makeStyles calls compiled at build time into Fluent's precomputed form (__styles): the
 * browser no longer turns style objects into CSS before the first paint, and the style compiler
 * (stylis, rtl-css-js, most of @griffel/core) leaves the bundle. Evaluating a style's imports
 * (tokens, shared style objects) needs the TypeScript and JSX presets.
 *
 * One module at a time: Vite transforms modules concurrently, and the compiler's shared evaluation
 * cache (wyw-in-js) then sometimes hands a module its styles unevaluated, so its makeStyles came out
 * empty and its elements unstyled (26 such calls in one of three builds on a busy machine). A call
 * that still comes out empty fails the build rather than shipping.
 */
export function aheadOfTimeStyles(): Plugin {
  const compiler = griffel({
    babelOptions: {
      presets: [
        ['@babel/preset-typescript', { isTSX: true, allExtensions: true }],
        ['@babel/preset-react', { runtime: 'automatic' }],
      ],
    },
  });
  const transform = compiler.transform as (this: unknown, code: string, id: string) => Promise<{ code: string } | undefined>;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    ...compiler,
    async transform(code, id) {
      const result = queue.then(() => transform.call(this, code, id));
      queue = result.catch(() => undefined);
      const output = await result;
      if (output && NO_STYLES.test(output.code))
        throw new Error(`${id}: a makeStyles call compiled to no styles; its style objects could not be evaluated at build time`);
      return output;
    },
  };
}
