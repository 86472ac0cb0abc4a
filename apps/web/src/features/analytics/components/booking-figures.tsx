import { useId } from 'react';
import type { Analytics } from '@app/shared/api/analytics';
import { analyticsText } from '@app/shared/i18n/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** 'Prenotazioni' of the period (issue 46): how many, per day and per channel, and the conversations that ended in one. */
export function BookingFigures({ bookings }: { bookings: Analytics['bookings'] }) {
  const t = analyticsText.bookings;
  const titleId = useId();
  const days = bookings.perDay.filter((d) => d.bookings > 0);
  return (
    <Card role="region" aria-labelledby={titleId} data-testid="booking-analytics">
      <CardHeader>
        <CardTitle id={titleId}>{t.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <p>
          <span className="font-medium">{t.total(bookings.total)}</span>
          {bookings.cancelled > 0 ? ` (${t.cancelled(bookings.cancelled)})` : null}
        </p>
        <p>{t.conversion(bookings.converted, bookings.conversations, bookings.conversionShare)}</p>
        {bookings.total === 0 ? (
          <p className="text-slate-700">{t.none}</p>
        ) : (
          <div className="flex flex-wrap gap-8">
            <table className="text-sm">
              <caption className="text-left font-medium text-slate-800">{t.byChannel}</caption>
              <thead>
                <tr>
                  <th scope="col" className="pr-4 text-left font-normal text-slate-700">
                    {t.channel}
                  </th>
                  <th scope="col" className="text-right font-normal text-slate-700">
                    {t.count}
                  </th>
                </tr>
              </thead>
              <tbody>
                {bookings.byChannel.map((row) => (
                  <tr key={row.channel}>
                    <th scope="row" className="pr-4 text-left font-normal">
                      {t.channelName(row.channel)}
                    </th>
                    <td className="text-right font-semibold">{row.bookings}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <table className="text-sm">
              <caption className="text-left font-medium text-slate-800">{t.perDay}</caption>
              <thead>
                <tr>
                  <th scope="col" className="pr-4 text-left font-normal text-slate-700">
                    {t.day}
                  </th>
                  <th scope="col" className="text-right font-normal text-slate-700">
                    {t.count}
                  </th>
                </tr>
              </thead>
              <tbody>
                {days.map((row) => (
                  <tr key={row.day}>
                    <th scope="row" className="pr-4 text-left font-normal">
                      {row.day}
                    </th>
                    <td className="text-right font-semibold">{row.bookings}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
