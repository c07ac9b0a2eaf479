// Test helpers for the cart feature (happy-dom): render with Lingui in English. Not imported by the app.
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

export const activateEnglish = () => i18n.loadAndActivate({ locale: 'en', messages: {} });

export const renderEn = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
