import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/section-card';

/** A titled section of the case view, named by its title; its headings sit under the case heading. */
export function DetailPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SectionCard title={title} headingComponent="h4">
      {children}
    </SectionCard>
  );
}
