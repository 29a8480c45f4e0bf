import { useSearchParams } from 'react-router';

/**
 * The query-string switches of public-site.md §2 (nav, footer, app, footerContentHide, heroHide,
 * investmentHide). Used when the site is embedded in the mobile apps' web views.
 */
export type PublicSwitches = {
  showNav: boolean;
  showFooter: boolean;
  showAppButtons: boolean;
  showFooterLinks: boolean;
  showHero: boolean;
  showInvestment: boolean;
};

export function readSwitches(params: URLSearchParams): PublicSwitches {
  return {
    showNav: params.get('nav') !== 'false',
    showFooter: params.get('footer') !== 'false',
    showAppButtons: params.get('app') !== 'false',
    showFooterLinks: params.get('footerContentHide') !== 'true',
    showHero: params.get('heroHide') !== 'true',
    showInvestment: params.get('investmentHide') !== 'true',
  };
}

export function usePublicSwitches(): PublicSwitches {
  const [params] = useSearchParams();
  return readSwitches(params);
}
