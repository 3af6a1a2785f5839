import { useDocumentTitle } from '@mantine/hooks';
import { APP_NAME } from '../../lib/constants';
import { ContactSection } from './ContactSection';
import { FeaturesSection } from './FeaturesSection';
import { HeroSection } from './HeroSection';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { PricingSection } from './PricingSection';

export function LandingPage() {
  useDocumentTitle(`${APP_NAME} · Point of sale for restaurants`);
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
