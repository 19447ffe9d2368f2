import { useEffect, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useCompany, useDefaultImage } from './shell-api';

const LOCAL_DEFAULT_LOGO = '/default-logo.svg';
const LOCAL_DEFAULT_FAVICON = '/favicon.svg';

const useStyles = makeStyles({
  logo: {
    height: '32px',
    maxWidth: '160px',
    objectFit: 'contain',
    display: 'block',
    borderRadius: tokens.borderRadiusSmall,
  },
});

function unique(values: ReadonlyArray<string | null | undefined>): string[] {
  return [...new Set(values.filter((v): v is string => Boolean(v)))];
}

function useDocumentFavicon(href: string | null): void {
  useEffect(() => {
    if (!href) return;
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = href;
  }, [href]);
}

/**
 * The company logo (or its favicon when there is no logo). When an image fails to load the next
 * candidate is tried: the default logo or favicon from /api/default-image, then the bundled one.
 */
export function CompanyLogo() {
  const styles = useStyles();
  const company = useCompany();
  const defaults = useDefaultImage();
  const [failed, setFailed] = useState<readonly string[]>([]);

  const usesFavicon = Boolean(company && !company.companyLogo && company.companyFaviconIcon);
  const candidates = unique(
    usesFavicon
      ? [company?.companyFaviconIcon, defaults?.favicon, LOCAL_DEFAULT_FAVICON]
      : [company?.companyLogo, defaults?.logo, LOCAL_DEFAULT_LOGO],
  );
  const src = candidates.find((c) => !failed.includes(c)) ?? null;
  useDocumentFavicon(company?.companyFaviconIcon ?? defaults?.favicon ?? null);

  if (!company || !src) return null;
  return (
    <img
      className={styles.logo}
      src={src}
      alt={company.companyName ? `${company.companyName} logo` : 'Company logo'}
      onError={() => setFailed((prev) => [...prev, src])}
    />
  );
}
