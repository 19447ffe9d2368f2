import { SeoKeywordInputSchema, SeoKeywordSchema } from '../../../shared/contract/seo';
import { resourceRoutes } from '../../http/resource-routes';
import * as service from './service';

/** SEO keyword sets (spec 001 §7 "SEO"): list, one, POST title + keywords[i], PUT {id}, DELETE {id}. */
export function seoKeywordRoutes() {
  return resourceRoutes(service.seoKeywordOperations, {
    label: 'SEO keyword',
    item: SeoKeywordSchema,
    create: SeoKeywordInputSchema,
    update: SeoKeywordInputSchema,
    summaries: {
      list: 'List SEO keyword sets',
      one: 'One SEO keyword set',
      create: 'Create an SEO keyword set (title and keywords[i])',
      update: 'Update an SEO keyword set',
      remove: 'Delete an SEO keyword set',
    },
  });
}
