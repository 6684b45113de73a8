// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultsBody } from '../../../src/studio/results/results-body';
import { FIXTURE_FROM, FIXTURE_TODAY, thirtyDays } from '../../../src/studio/results/fixtures';
import { DeliveriesTable } from '../../../src/studio/webhooks/deliveries-table';
import { EndpointsList } from '../../../src/studio/webhooks/endpoints-list';
import { someWebhooks } from '../../../src/studio/webhooks/fixtures';

/** Whatever visitors typed (a UTM source, a receiver's error text) is shown as text and runs nothing. */
describe('visitor text in the studio', () => {
  afterEach(cleanup);

  it('shows a utm_source of <img onerror> as its text, with no image element', () => {
    const { container } = render(<ResultsBody data={thirtyDays} from={FIXTURE_FROM} to={FIXTURE_TODAY} route="" />);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it("shows a receiver's error and an endpoint address as text", () => {
    const hostile = { ...someWebhooks.endpoints[0]!, url: 'https://x.example/"><svg onload=alert(1)>' };
    const { container } = render(
      <>
        <EndpointsList endpoints={[hostile]} onToggle={() => {}} />
        <DeliveriesTable deliveries={someWebhooks.deliveries} pausedUrls={new Set()} />
      </>,
    );
    expect(screen.getByText('connect ECONNREFUSED: <script>alert(1)</script>')).toBeTruthy();
    expect(screen.getByText(hostile.url)).toBeTruthy();
    expect(container.querySelector('script, svg[onload]')).toBeNull();
  });
});
