import { useState, type ButtonHTMLAttributes, type ComponentType, type ReactElement } from 'react';

/** Props the trigger's button is given: the deferred part's handlers, or what the loaded popup needs (aria-expanded …). */
export type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * What a deferred popup's loaded half is given. It mounts when the trigger is first used (a click,
 * Enter, Space or ArrowDown), so it starts open.
 */
export interface LoadedPopupProps {
  /** Renders the trigger (a button, maybe in a Tooltip) with these props on the button itself. */
  trigger: (props?: TriggerProps) => ReactElement;
}

export interface DeferredPopupProps<P extends object> {
  load: () => Promise<ComponentType<LoadedPopupProps & P>>;
  trigger: (props?: TriggerProps) => ReactElement;
  /** Passed on to the loaded popup. */
  popupProps: P;
}

/**
 * A menu or popover whose code is not part of the first page: the trigger shows at once, the
 * popup's code is fetched when a pointer reaches the trigger, and the first use of the trigger
 * opens the popup as soon as its code is in.
 */
export function DeferredPopup<P extends object>({ load, trigger, popupProps }: DeferredPopupProps<P>) {
  const [Loaded, setLoaded] = useState<ComponentType<LoadedPopupProps & P> | null>(null);
  if (Loaded) return <Loaded {...popupProps} trigger={trigger} />;

  // A pointer on its way only fetches the code: swapping the button under a press would lose the click.
  const prefetch = () => void load().catch(() => undefined);
  const open = () => void load().then((component) => setLoaded(() => component));
  return trigger({ onPointerEnter: prefetch, onClick: open, onKeyDown: (event) => event.key === 'ArrowDown' && open() });
}
