import { startPortal, signedIn } from '../support/portal-harness';

it('explore', async () => {
  const portal = await startPortal();
  const a = await signedIn(portal.server, 'amelia');
  const f = await a.get('/api/messages/folders');
  console.log(f.status, JSON.stringify(f.body).slice(0, 1500));
  const l = await a.get('/api/messages');
  console.log(l.status, JSON.stringify(l.body).slice(0, 2500));
  const first = l.body.items?.find((m: { id: number }) => m) ;
  const withAtt = await a.get(`/api/messages/${first?.id}`);
  console.log(withAtt.status, JSON.stringify(withAtt.body).slice(0, 1500));
  console.log(JSON.stringify((await a.get('/api/messages/unread-count')).body), JSON.stringify((await a.get('/api/messages/attention')).body));
  await portal.close();
}, 60000);
