import {
  cloneElement,
  createElement,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type DOMAttributes,
  type ReactElement,
} from 'react';
import type { TooltipProps } from '@fluentui/react-components';

type TooltipComponent = ComponentType<TooltipProps>;
type TriggerProps = Pick<DOMAttributes<HTMLElement>, 'onPointerEnter' | 'onPointerLeave' | 'onFocus' | 'onBlur'> & {
  'aria-label'?: string;
};

export interface DeferredTooltipProps {
  content: string;
  /** As Fluent's: 'label' names the trigger, 'description' describes it, 'inaccessible' is for sighted users only. */
  relationship: TooltipProps['relationship'];
  withArrow?: boolean;
  /** The trigger: one element that takes a ref and pointer and focus handlers (a Button, a span). */
  children: ReactElement<TriggerProps>;
}

let loaded: TooltipComponent | undefined;
let loading: Promise<void> | undefined;
const loadedListeners = new Set<() => void>();

function loadTooltip(): void {
  loading ??= import('./fluent-tooltip').then(
    (module) => {
      loaded = module.Tooltip;
      loadedListeners.forEach((listener) => listener());
    },
    () => {
      loading = undefined; // the next use tries again
    },
  );
}

function subscribeLoaded(listener: () => void): () => void {
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

let waitingForInput = false;
/** The first pointer movement or key press anywhere fetches the code: by the time a tooltip is wanted it is in. */
function loadOnFirstInput(): void {
  if (waitingForInput || loaded) return;
  waitingForInput = true;
  const onInput = () => {
    window.removeEventListener('pointermove', onInput);
    window.removeEventListener('keydown', onInput);
    loadTooltip();
  };
  window.addEventListener('pointermove', onInput, { passive: true });
  window.addEventListener('keydown', onInput);
}

/** Fluent's Tooltip, once loaded. */
function LoadedTooltip(props: TooltipProps) {
  return createElement(loaded as TooltipComponent, props);
}

/**
 * Fluent's Tooltip, whose code (with Fluent's positioning, 12 kB) is not part of the first page: it
 * loads with the first use of a pointer or the keyboard, or at once for the relationships other
 * than 'label', whose text is part of the page's accessible content. Until then a 'label'
 * tooltip's text already names the trigger, as Fluent's does (aria-label).
 *
 * The trigger is rendered anew inside the Tooltip once the code is in, so that happens only while
 * neither the pointer nor the focus is on it: a press or the focus is never lost.
 */
export function DeferredTooltip({ content, relationship, withArrow, children }: DeferredTooltipProps) {
  const isLoaded = useSyncExternalStore(
    subscribeLoaded,
    () => loaded !== undefined,
    () => false,
  );
  const [engaged, setEngaged] = useState({ pointer: false, focus: false });
  const [upgraded, setUpgraded] = useState(isLoaded);
  if (isLoaded && !upgraded && !engaged.pointer && !engaged.focus) setUpgraded(true);

  useEffect(() => {
    if (relationship === 'label') loadOnFirstInput();
    else loadTooltip();
  }, [relationship]);

  if (upgraded) {
    return (
      <LoadedTooltip content={content} relationship={relationship} withArrow={withArrow}>
        {children}
      </LoadedTooltip>
    );
  }
  const engage = (key: 'pointer' | 'focus', on: boolean) => {
    setEngaged((current) => ({ ...current, [key]: on }));
    if (on) loadTooltip();
  };
  const own = children.props;
  return cloneElement(children, {
    'aria-label': relationship === 'label' ? content : own['aria-label'],
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      engage('pointer', true);
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      engage('pointer', false);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      engage('focus', true);
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      engage('focus', false);
    },
  });
}

// Like Fluent's Tooltip, a trigger wrapper: Fluent's MenuTrigger and PopoverTrigger pass their props
// through it to the element inside.
Object.assign(DeferredTooltip, { isFluentTriggerComponent: true });
