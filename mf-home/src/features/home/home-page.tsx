import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { homeContentQuery } from '@fvc/shared/api';
import type { HomeContent } from '@fvc/shared/contracts';
import { ErrorState, LoadingState } from '@fvc/shared/ui';
import { AboutSection } from './components/about-section';
import { BannerCarousel } from './components/banner-carousel';
import { BrandsSection } from './components/brands-section';
import { CtaRow } from './components/cta-row';
import { NewsSlider } from './components/news-slider';
import { PlansSection } from './components/plans-section';
import { PromotionsSection } from './components/promotions-section';
import { QuoteSteps } from './components/quote-steps';
import { VideoOverlay } from './components/video-overlay';
import { useSectionScroll } from './hooks/use-section-scroll';
import { useVideoOverlay } from './hooks/use-video-overlay';
import './home.css';

/**
 * docs/product.md §2 Home: the nine sections in order (footer, cookie notice and alert are the shell's).
 * Sections that do not depend on the API render at once; a failed content call leaves them in
 * place and offers a retry where the content goes.
 */
export function HomePage() {
  // A prerendered page carries the content: the first render (hydration) draws it at once.
  const home = useQuery(homeContentQuery);
  const video = useVideoOverlay();
  const root = useRef<HTMLDivElement>(null);

  useSectionScroll(!home.isPending, () => root.current);

  const content = home.data ?? null;

  return (
    <div className="home" ref={root}>
      <h1 className="fvc-visually-hidden">Financiamiento para camiones y autobuses</h1>
      {home.isPending && (
        <div className="home__placeholder">
          <LoadingState label="Cargando contenido…" />
        </div>
      )}
      {/* The sections wait for the content too: drawn earlier, they would be pushed down by the
          carousel and the plan cards (a layout shift) a moment later. */}
      {!home.isPending && <HomeSections content={content} onPlayVideo={video.open} videoOpen={video.url !== null} />}
      {home.isError && (
        <ErrorState
          title="No pudimos cargar los destacados"
          message="Revisa tu conexión e intenta de nuevo. Mientras tanto puedes cotizar o contactarnos."
          onRetry={() => void home.refetch()}
        />
      )}
      {video.url && <VideoOverlay url={video.url} visible={video.visible} onClose={video.close} />}
    </div>
  );
}

/** The nine sections in order; those fed by the API are left out when it failed. */
function HomeSections({ content, onPlayVideo, videoOpen }: { content: HomeContent | null; onPlayVideo: (url: string) => void; videoOpen: boolean }) {
  return (
    <>
      {content && <BannerCarousel slides={content.mainbanners} onPlayVideo={onPlayVideo} held={videoOpen} />}
      {content && <PlansSection cards={content.plansbanners.plansarray} />}
      <QuoteSteps />
      {content && <PromotionsSection promotions={content.promocionesbanners} />}
      <AboutSection />
      {content && content.marcasbanners.length > 0 && <BrandsSection brands={content.marcasbanners} />}
      {content && <NewsSlider items={content.noticiasbanners} />}
      <CtaRow />
    </>
  );
}
