import { useDocumentTitle } from '@mantine/hooks';
import { APP_NAME } from '../../lib/constants';
import { t } from '../../lib/i18n';
import { ContactSection } from './ContactSection';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { PricingSection } from './PricingSection';

export function LandingPage() {
  useDocumentTitle(t('{app} · Point of sale for restaurants', { app: APP_NAME }));
  return (
    <>
      <LandingHeader />
      <main>
        <HeroSection />
        <FeaturesSection />
        <PricingSection />
        <ContactSection />
      </main>
      <LandingFooter />
    </>
  );
}
