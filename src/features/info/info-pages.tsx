import { Trans } from '@lingui/react/macro';
import { InfoPage } from './info-page';
import { AboutText } from './texts/about-text';
import { PrivacyText } from './texts/privacy-text';
import { TermsText } from './texts/terms-text';

export const AboutPage = () => <InfoPage title={<Trans>About us</Trans>} Text={AboutText} />;
export const TermsPage = () => <InfoPage title={<Trans>Terms and conditions</Trans>} Text={TermsText} />;
export const PrivacyPage = () => <InfoPage title={<Trans>Privacy policy</Trans>} Text={PrivacyText} />;
