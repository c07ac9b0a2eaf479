import { Route, Switch } from 'wouter';
import { ContactPage } from '../features/contact/contact-page';
import { HomePage } from '../features/home/home-page';
import { AboutPage, PrivacyPage, TermsPage } from '../features/info/info-pages';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { TrackOrderPage } from '../features/track-order/track-order-page';

export function Routes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/about-us" component={AboutPage} />
      <Route path="/contact-us" component={ContactPage} />
      <Route path="/terms-and-conditions" component={TermsPage} />
      <Route path="/privacy-policy" component={PrivacyPage} />
      <Route path="/track-order" component={TrackOrderPage} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
