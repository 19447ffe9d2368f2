import { useEffect } from 'react';
import { Portal, Spinner, Toast, ToastTitle, Toaster, useToastController } from '@fluentui/react-components';
import { APP_TOASTER_ID, MAX_VISIBLE_NOTIFICATIONS, setNotificationDispatcher } from './notify';

/**
 * The one Toaster of the app; notifySuccess/notifyError/notifyProgress and whenToasterMounted's
 * toasts render here, in a labelled region: every piece of a page belongs to a landmark, so a
 * screen reader's landmark list reaches the toasts too. Still a portal above the page and its drawers.
 */
export function ToastHost() {
  const { dispatchToast, dismissToast } = useToastController(APP_TOASTER_ID);

  useEffect(() => {
    setNotificationDispatcher({
      show: ({ id, intent, text }) => {
        const progress = intent === 'progress';
        dispatchToast(
          <Toast>
            <ToastTitle media={progress ? <Spinner size="tiny" aria-hidden /> : undefined}>{text}</ToastTitle>
          </Toast>,
          {
            toastId: id,
            intent: progress ? 'info' : intent,
            timeout: progress ? -1 : 5000,
            politeness: intent === 'error' ? 'assertive' : 'polite',
          },
        );
      },
      dismiss: (id) => dismissToast(id),
    });
    return () => setNotificationDispatcher(null);
  }, [dispatchToast, dismissToast]);

  return (
    <Portal>
      <section aria-label="Notifications">
        <Toaster toasterId={APP_TOASTER_ID} limit={MAX_VISIBLE_NOTIFICATIONS} position="top-end" pauseOnHover inline />
      </section>
    </Portal>
  );
}
