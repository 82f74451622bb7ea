import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { SESSION_MSG } from '#contract/session-messages';
import { errorTextsFrom } from '#machines/error-text';
import { Alert, Button, List, LoadingBlock, Muted, Page } from '#ui';
import { tsr } from '../../api/tsr';
import { notifications, notifyTexts } from '../../notify/store';
import { sessionActor, useSwitching } from '../../session/session';

/** /account/selector: the companies this account belongs to; choosing one switches to it. */
export default function CompanySelectorPage() {
  const [, navigate] = useLocation();
  const switching = useSwitching();
  const companies = tsr.session.companies.useQuery({ queryKey: ['auth', 'companies'] });

  useEffect(() => {
    const subscriptions = [
      sessionActor.on('switched', (event) => {
        notifications.notify(
          'success',
          SESSION_MSG.switchedTo(event.session.selectedCompanyName ?? ''),
        );
        navigate('/');
      }),
      sessionActor.on('switchFailed', (event) => notifyTexts(event.messages)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [navigate]);

  const list = companies.data?.body;
  return (
    <Page title="Select company" subtitle="Work in another company your account belongs to.">
      {companies.isError ? (
        <Alert tone="danger">{errorTextsFrom(companies.error).join(' ')}</Alert>
      ) : null}
      {!list && !companies.isError ? <LoadingBlock /> : null}
      {list ? (
        <List
          label="Companies"
          items={list}
          getKey={(company) => company.id}
          render={(company) =>
            company.selected ? (
              <Muted>{company.name} (current)</Muted>
            ) : (
              <Button
                tone="secondary"
                loading={switching}
                onClick={() => sessionActor.send({ type: 'SWITCH_COMPANY', companyId: company.id })}
              >
                {`Switch to ${company.name}`}
              </Button>
            )
          }
        />
      ) : null}
    </Page>
  );
}
