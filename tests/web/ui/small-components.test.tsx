import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Button, FluentProvider, webLightTheme } from '@fluentui/react-components';
import { EmailAddress } from '../../../src/web/ui/email-address';
import { EmptyState } from '../../../src/web/ui/empty-state';
import { PageHeader } from '../../../src/web/ui/page-header';
import { PersonAvatar } from '../../../src/web/ui/person-avatar';
import { StatusBadge, contrastTone } from '../../../src/web/ui/status-badge';
import { ListFooter } from '../../../src/web/ui/list-page/list-footer';
import { listMeta, type ListMeta } from '../../../src/shared/contract/list';
import { renderUi } from './render-ui';

describe('EmailAddress', () => {
  it('reads as the address and may wrap only after the @ or before a dot', () => {
    const { container } = renderUi(
      <p data-testid="email">
        <EmailAddress value="meenakshi.sundaram@example.co.in" />
      </p>,
    );
    const email = screen.getByTestId('email');
    expect(email).toHaveTextContent(/^meenakshi\.sundaram@example\.co\.in$/);
    expect(email.innerHTML).toBe('meenakshi<wbr>.sundaram@<wbr>example<wbr>.co<wbr>.in');
    expect(container.querySelectorAll('wbr')).toHaveLength(4);
  });
});

describe('PersonAvatar', () => {
  it("shows the person's initials, or the picture while it loads, and the initials again when the picture fails", () => {
    const { container, rerender } = renderUi(<PersonAvatar name="Asha Rao" size={28} />);
    expect(container).toHaveTextContent(/^AR$/);
    expect(container.querySelector('img')).toBeNull();

    rerender(
      <FluentProvider theme={webLightTheme}>
        <PersonAvatar name="Asha Rao" imageUrl="https://cdn.example.test/asha.png" size={48} />
      </FluentProvider>,
    );
    const picture = container.querySelector('img')!;
    expect(picture).toHaveAttribute('src', 'https://cdn.example.test/asha.png');
    expect(picture).toBeVisible();
    fireEvent.error(picture);
    expect(picture).not.toBeVisible();
    expect(container).toHaveTextContent(/^AR$/);
  });

  it('is decorative: the control around it carries the name', () => {
    renderUi(<Button icon={<PersonAvatar name="Asha Rao" size={28} />} aria-label="Account menu for Asha Rao" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Account menu for Asha Rao');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('StatusBadge', () => {
  it('paints a data-driven colour with readable text', () => {
    renderUi(<StatusBadge color="#1e88e5">Shortlisted</StatusBadge>);
    const badge = screen.getByText('Shortlisted');
    expect(badge).toHaveStyle({ backgroundColor: '#1e88e5' });
  });

  it('uses a Fluent colour name as the badge colour', () => {
    renderUi(<StatusBadge color="success">Hired</StatusBadge>);
    const badge = screen.getByText('Hired');
    expect(badge.className).toMatch(/fui-Badge/);
    expect(badge.getAttribute('style')).toBeNull();
  });

  it('falls back to a neutral badge without a colour', () => {
    renderUi(<StatusBadge color={null}>Unknown</StatusBadge>);
    expect(screen.getByText('Unknown').getAttribute('style')).toBeNull();
  });

  it('chooses dark text on light colours and light text on dark ones', () => {
    expect(contrastTone('#ffeb3b')).toBe('dark');
    expect(contrastTone('#fff')).toBe('dark');
    expect(contrastTone('#0d47a1')).toBe('light');
    expect(contrastTone('rgb(0, 0, 0)')).toBe('light');
    expect(contrastTone('not-a-colour')).toBe('light');
  });
});

describe('EmptyState', () => {
  it("says 'No records found' by default and shows an action", () => {
    renderUi(
      <EmptyState>
        <Button>Create</Button>
      </EmptyState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No records found');
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });
});

describe('PageHeader', () => {
  it('renders the title as the page heading with its actions', () => {
    renderUi(<PageHeader title="Jobs" description="All open positions" actions={<Button>Create</Button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByText('All open positions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  });

  it('names the browser tab after the page, and follows a new title', () => {
    const { rerender } = renderUi(<PageHeader title="Backend Engineer" />);
    expect(document.title).toBe('Backend Engineer · Hireloop');
    rerender(
      <FluentProvider theme={webLightTheme}>
        <PageHeader title="Jobs" />
      </FluentProvider>,
    );
    expect(document.title).toBe('Jobs · Hireloop');
  });
});

describe('ListFooter', () => {
  const footer = (meta: ListMeta) =>
    renderUi(
      <ListFooter
        meta={meta}
        page={1}
        pageSize={10}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
        pageSizeOptions={[10, 25]}
        disabled={false}
      />,
    );

  it('goes to the last page of a counted list', () => {
    footer(listMeta(45, 1, 10));
    expect(screen.getByText('Showing 1 to 10 of 45 entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeEnabled();
  });

  it('has no last page while a broad search is counted only so far, and still goes on', () => {
    footer(listMeta(1000, 1, 10, true));
    expect(screen.getByText('Showing 1 to 10 of 1000+ entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });
});
