import { IconCategory } from '@tabler/icons-react';
import { categoryKind } from '../features/taxonomy/taxonomy-kind';
import { TaxonomyScreen } from '../features/taxonomy/taxonomy-screen';

export default function CategoriesPage() {
  return <TaxonomyScreen kind={categoryKind} icon={IconCategory} />;
}
