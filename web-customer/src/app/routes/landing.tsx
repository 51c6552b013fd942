import { PageHead } from '@/components/seo/page-head';
import { HomeBenefits } from '@/features/home/components/home-benefits';
import { HomeDestinations } from '@/features/home/components/home-destinations';
import { HomeFinalCta } from '@/features/home/components/home-final-cta';
import { HomeHero } from '@/features/home/components/home-hero';
import { HomeHowItWorks } from '@/features/home/components/home-how-it-works';
import { HomePlans } from '@/features/home/components/home-plans';
import { HomeReturns } from '@/features/home/components/home-returns';
import { HomeServices } from '@/features/home/components/home-services';
import { HomeStats } from '@/features/home/components/home-stats';
import { HomeTestimonials } from '@/features/home/components/home-testimonials';

/** The home page: static sections only (no data fetching), so it can be prerendered. */
export const LandingRoute = () => (
  <div className="home">
    {/* The full product name, not "Accueil — Passerelle": it is what search results show for the site. */}
    <PageHead
      documentTitle="Passerelle — votre adresse en France"
      description="Une adresse en France pour vos achats en ligne : Passerelle reçoit, stocke et réexpédie vos colis vers les Antilles, la Guyane, La Réunion, Mayotte et le Maroc."
    />
    <HomeHero />
    <HomeStats />
    <HomeBenefits />
    <HomeDestinations />
    <HomePlans />
    <HomeHowItWorks />
    <HomeServices />
    <HomeReturns />
    <HomeTestimonials />
    <HomeFinalCta />
  </div>
);
