import type { ReactElement } from 'react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Renders inside a Fluent provider and returns a user-event instance. */
export function renderUi(ui: ReactElement) {
  const user = userEvent.setup();
  const result = render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);
  return { user, ...result };
}
