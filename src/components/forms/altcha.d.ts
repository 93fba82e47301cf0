// The ALTCHA web component as JSX sees it (the package's own React typings are not exported).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type AltchaWidgetProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  challenge?: string;
  configuration?: string;
  language?: string;
  name?: string;
  type?: 'native' | 'checkbox' | 'switch';
  auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': AltchaWidgetProps;
    }
  }
}

declare module 'altcha/i18n/ar';
