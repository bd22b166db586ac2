import type { ComponentType } from 'react';
import { BannerForm } from './banner-form';
import { BrandForm } from './brand-form';
import type { KindFormProps } from './content-form';
import type { ContentFieldsOf, EditedKindName } from './content-kinds';
import { FaqForm } from './faq-form';
import { NewsForm } from './news-form';
import { PlanCardForm } from './plan-card-form';
import { PromotionForm } from './promotion-form';

/** Each kind's form (with its preview). */
export const KIND_FORMS: { [K in EditedKindName]: ComponentType<KindFormProps<ContentFieldsOf[K]>> } = {
  promotion: PromotionForm,
  banner: BannerForm,
  brand: BrandForm,
  news: NewsForm,
  'plan-card': PlanCardForm,
  faq: FaqForm,
};
