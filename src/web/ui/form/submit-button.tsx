import type { ReactNode } from 'react';
import { Button, Spinner } from '@fluentui/react-components';

export interface SubmitButtonProps {
  pending: boolean;
  children: ReactNode;
  /** The id of the form it submits when it sits outside it (a drawer's footer). */
  form?: string;
  /** Runs the submit itself instead of through the form's submit event. */
  onClick?: () => void;
  disabled?: boolean;
}

/** The primary button of a form: disabled with a spinner while the save runs. */
export function SubmitButton({ pending, children, form, onClick, disabled = false }: SubmitButtonProps) {
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      form={form}
      appearance="primary"
      disabled={pending || disabled}
      icon={pending ? <Spinner size="tiny" aria-label="Saving" /> : undefined}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
