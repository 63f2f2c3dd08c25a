import { IconTags } from '@tabler/icons-react';
import { brandKind } from '../features/taxonomy/taxonomy-kind';
import { TaxonomyScreen } from '../features/taxonomy/taxonomy-screen';

export default function BrandsPage() {
  return <TaxonomyScreen kind={brandKind} icon={IconTags} />;
}
