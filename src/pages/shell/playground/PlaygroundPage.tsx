import { Page } from '#ui';
import { ActionsSection } from './ActionsSection';
import { DataSection } from './DataSection';
import { FeedbackSection } from './FeedbackSection';
import { FieldsSection } from './FieldsSection';
import { InputsSection } from './InputsSection';
import { LookSection } from './LookSection';
import { ThemeSwitch } from './ThemeSwitch';

/** /playground/card: the living gallery of the ui/ components in their states and themes. */
export default function PlaygroundPage() {
  return (
    <Page
      title="Component playground"
      subtitle="Every ui/ component in its states; switch the theme to see them in each."
      actions={<ThemeSwitch />}
    >
      <ActionsSection />
      <LookSection />
      <FieldsSection />
      <InputsSection />
      <FeedbackSection />
      <DataSection />
    </Page>
  );
}
