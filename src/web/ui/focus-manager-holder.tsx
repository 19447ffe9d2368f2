import { useFocusFinders } from '@fluentui/react-components';

/**
 * Holds a reference to Fluent's focus manager while mounted: each of Fluent's focus hooks does, and
 * the manager stops only when none is left. This one's finders are not used.
 */
export function FocusManagerHolder() {
  useFocusFinders();
  return null;
}
