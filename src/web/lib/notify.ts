// Imperative notifications for any code (hooks, mutations, event handlers). The AppToaster
// component (mounted once by the app providers) loads the toaster with the first toast, which then
// registers itself as the dispatcher; calls made before it mounts are queued.
export type NotificationIntent = 'success' | 'error' | 'info' | 'progress';

export interface Notification {
  id: string;
  intent: NotificationIntent;
  text: string;
}

export interface NotificationDispatcher {
  show(notification: Notification): void;
  dismiss(id: string): void;
}

/** At most this many notifications are on screen at once (spec 000 §2). */
export const MAX_VISIBLE_NOTIFICATIONS = 3;
export const APP_TOASTER_ID = 'app-toaster';

let dispatcher: NotificationDispatcher | null = null;
let queue: Notification[] = [];
let counter = 0;
/** Toasts of their own (through Fluent's toast controller) waiting for the toaster to mount. */
let pendingToasts: (() => void)[] = [];
let wanted = false;
const wantedListeners = new Set<() => void>();

/** Whether a toast was ever sent: the toaster's code is loaded from then on. */
export function toasterWanted(): boolean {
  return wanted;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  wantedListeners.forEach((listener) => listener());
}

export function setNotificationDispatcher(next: NotificationDispatcher | null): void {
  dispatcher = next;
  if (next) {
    const pending = queue;
    const toasts = pendingToasts;
    queue = [];
    pendingToasts = [];
    pending.forEach((n) => next.show(n));
    toasts.forEach((dispatch) => dispatch());
  }
}

/**
 * Runs `dispatch`, which sends a toast of its own to APP_TOASTER_ID through Fluent's toast
 * controller, once the app's toaster is there to show it: at once when it is mounted, else when it
 * has loaded and mounted.
 */
export function whenToasterMounted(dispatch: () => void): void {
  if (dispatcher) return dispatch();
  pendingToasts.push(dispatch);
  wantToaster();
}

function show(intent: NotificationIntent, text: string): string {
  counter += 1;
  const notification: Notification = { id: `notification-${counter}`, intent, text };
  if (dispatcher) dispatcher.show(notification);
  else {
    queue.push(notification);
    wantToaster();
  }
  return notification.id;
}

/** The spec's success texts (spec 000 §6), used word for word and only from here. */
export const SUCCESS_TEXT = {
  submitted: 'Your change has been successfully submitted',
  submitting: 'Your change is being submitted',
  created: 'Your create form is submitted',
  editing: 'Your edit form is being submitted',
  edited: 'Your edit form has been submitted',
} as const;

export type SuccessText = keyof typeof SUCCESS_TEXT;

export function notifySuccess(text: string): string {
  return show('success', text);
}

export function notifyError(text: string): string {
  return show('error', text);
}

export function notifyInfo(text: string): string {
  return show('info', text);
}

/** A notification with a spinner that stays until dismissed (e.g. 'Your change is being submitted'). */
export function notifyProgress(text: string): string {
  return show('progress', text);
}

export function dismissNotification(id: string): void {
  queue = queue.filter((n) => n.id !== id);
  dispatcher?.dismiss(id);
}
