import type { ComponentType } from 'react';
import { AlertForm } from './alert-form';
import { BannerForm } from './banner-form';
import { BrandForm } from './brand-form';
import { CompanyForm } from './company-form';
import type { KindFormProps } from './content-form';
import type { ContentFieldsOf, EditedKindName } from './content-kinds';
import { FaqForm } from './faq-form';
import { NewsForm } from './news-form';
import { PageForm } from './page-form';
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
  alert: AlertForm,
  page: PageForm,
  company: CompanyForm,
};
