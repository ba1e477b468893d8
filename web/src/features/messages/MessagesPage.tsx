import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PortalPage } from '../../../../domain/access/page-access';
import { CLIENT_ROLE } from '../../../../domain/access/access-level';
import { MESSAGES_AND_DOCUMENTS } from '../../../../domain/messages/messages-page';
import { replyRelatesTo } from '../../../../domain/messages/reply-relates-to';
import { ActionRequiredPanel } from '../../components/ActionRequiredPanel';
import type { Message, MessageFolders, MessageSummary, PublicSiteConfig, Signatories } from '../../lib/contract';
import { refreshInbox } from '../../lib/inbox.store';
import { sessionStore } from '../../lib/session.store';
import { pageSegment, siteStore } from '../../lib/site.store';
import { pushToast } from '../../lib/toast.store';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { ComposeView } from './ComposeView';
import { resetCompose, startCompose } from './compose.store';
import { MessageFilters } from './MessageFilters';
import { MessageList } from './MessageList';
import { MESSAGES_TEXTS as T } from './messages-texts';
import { MessagesAnnouncement } from './MessagesAnnouncement';
import {
  closeMessage,
  isSigningFolder,
  loadFolders,
  loadMore,
  messagesStore,
  openMessage,
  resetMessages,
  selectEntity,
  selectFolder,
  setListFilter,
  setView,
  showSent,
  step,
} from './messages.store';
import { ReadingPane } from './ReadingPane';
import { SigningJourney } from './signing/SigningJourney';
import { SigningList } from './signing/SigningList';
import { closeRequest, loadSigningList, resetSigning, selectRequest, signingStore } from './signing/signing.store';
import './messages.css';

function headingOf(content: Record<string, unknown>): string {
  const h = (content.messages as { heading?: unknown } | undefined)?.heading;
  return typeof h === 'string' && h.trim() ? h : MESSAGES_AND_DOCUMENTS;
}

/** spec 3 §2 "Documents and messages page": messages, compose or reply, and the signing journey. */
export function MessagesPage() {
  const { view: session } = useSnapshot(sessionStore);
  const { config } = useSnapshot(siteStore);
  const s = useSnapshot(messagesStore);
  const sig = useSnapshot(signingStore);
  const [params, setParams] = useSearchParams();
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const [expanded, setExpanded] = useState(false);
  const cfg = config as PublicSiteConfig | null;
  const content = cfg?.content ?? {};
  const heading = headingOf(content);
  usePageTitle(heading);
  const isClient = session?.user.role === CLIENT_ROLE;
  const clientKey = session?.clientInContext?.entityId ?? session?.user.entityId ?? null;
  const messagesPath = `/clients/${pageSegment(cfg, PortalPage.documentsAndMessages)}/`;
  const folders = s.folders as MessageFolders | null;
  const signing = folders ? isSigningFolder() : false;

  const importantOnly = params.get('importantOnly') === 'true';
  const toBeSigned = params.get('toBeSigned') === 'true';
  const compose = params.get('compose') === 'true';
  const openParam = Number(params.get('message')) || null;
  const signParam = Number(params.get('sign')) || null;

  // Set when the page itself drops its start parameters: that is no reason to start again.
  const selfCleared = useRef(false);
  useEffect(
    () => () => {
      resetMessages();
      resetSigning();
    },
    [],
  );

  useEffect(() => {
    if (selfCleared.current) {
      selfCleared.current = false;
      return;
    }
    resetMessages();
    resetSigning();
    resetCompose();
    void (async () => {
      await loadFolders({ important: importantOnly, toBeSigned });
      const f = messagesStore.folders;
      if (compose && f?.canCompose) {
        startCompose();
        setView('compose');
      }
      if (isSigningFolder()) {
        await loadSigningList();
        if (signParam) await selectRequest(signParam);
      } else if (openParam) {
        await openMessage(openParam, isClient);
      }
    })();
    // The query parameters choose where the page starts; later changes come from the page itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientKey, importantOnly, toBeSigned, compose, openParam, signParam]);

  const clearStartParams = () => {
    if (!(importantOnly || toBeSigned || compose || openParam || signParam)) return;
    selfCleared.current = true;
    setParams(new URLSearchParams(), { replace: true });
  };

  const onFolder = async (id: string) => {
    clearStartParams();
    closeRequest();
    setExpanded(false);
    await selectFolder(id);
    if (isSigningFolder()) await loadSigningList();
  };

  const items = s.items as readonly MessageSummary[];
  const index = items.findIndex((m) => m.id === s.openId);
  const open = s.open as Message | null;
  const detail = sig.detail as Signatories | null;
  const paneOpen = signing ? sig.selectedId !== null : s.openId !== null;
  const canCompose = !!folders?.canCompose;

  const onCompose = () => {
    startCompose();
    setView('compose');
  };
  // spec 3 §5: a reply about a related entity says so; the entity is sent with it.
  const replyEntity = () =>
    replyRelatesTo({
      chosenEntityId: s.entityId,
      clientId: session?.user.entityId ?? 0,
      messageEntityIds: open?.entityIds ?? [],
      related: folders?.relatedEntitiesEnabled ? folders.relatedEntities : [],
    }) ?? null;
  const onReply =
    open && folders?.canReply && open.canReply
      ? () => (
          startCompose({ id: open.id, subject: open.subject, accountIds: open.accountIds, entity: replyEntity() }),
          setView('reply')
        )
      : null;
  const backToMessages = () => {
    setView('messages');
    clearStartParams();
  };
  const onSent = (message: string) => {
    pushToast({ kind: 'success', title: message, message: '', timeoutMs: 6000 });
    backToMessages();
    void refreshInbox();
    void showSent();
  };
  const closePane = () => {
    const id = signing ? sig.selectedId : s.openId;
    if (signing) closeRequest();
    else closeMessage();
    // Back on the list, focus returns to the row that was open.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-row-id="${id}"]`)?.focus());
  };

  // On a small screen the pane replaces the list: focus moves to what was opened.
  // A message that is missing or not the user's is opened the same way: its 'not available' text takes the focus.
  const openKey = signing
    ? detail
      ? `s${detail.requestId}`
      : null
    : open && s.openState === 'ready'
      ? `m${open.id}`
      : s.openState === 'missing'
        ? `x${s.openId}`
        : null;
  useEffect(() => {
    if (narrow && openKey)
      document.querySelector<HTMLElement>('#msg-read-subject, #msg-read-missing, #signing-title')?.focus();
  }, [narrow, openKey]);

  return (
    <div className="messages">
      <div className="messages__header">
        <h1 id="messages-heading">{heading}</h1>
        {canCompose && s.view === 'messages' ? (
          <button type="button" className="button" onClick={onCompose}>
            {T.compose}
          </button>
        ) : null}
      </div>
      <MessagesAnnouncement content={content} level={session?.siteAccessLevel} />
      {/* Folded, so the messages come first; out of the way while composing: the panel is for the list of what waits. */}
      {isClient && !session?.clientInContext && s.view === 'messages' ? (
        <ActionRequiredPanel
          messagesPath={messagesPath}
          annualReviewPath={`/clients/${pageSegment(cfg, PortalPage.annualReview)}/`}
          content={content}
          folded
        />
      ) : null}
      {s.foldersState === 'failed' ? (
        <p className="alert alert--error" role="alert">
          {T.loadFailed}
        </p>
      ) : null}
      {folders && s.view !== 'messages' ? <ComposeView onDone={backToMessages} onSent={onSent} /> : null}
      {folders && s.view === 'messages' ? (
        <>
          <MessageFilters
            folders={folders}
            folder={s.folder}
            entityId={s.entityId}
            sort={s.sort}
            docType={s.docType}
            search={s.search}
            showFilters={!signing}
            narrow={narrow}
            onFolder={(id) => void onFolder(id)}
            onEntity={(id) => (clearStartParams(), void selectEntity(id))}
            onSort={(sort) => void setListFilter({ sort })}
            onDocType={(docType) => void setListFilter({ docType })}
            onSearch={(search) => void setListFilter({ search })}
          />
          <div
            className={`messages__layout${paneOpen ? ' messages__layout--open' : ''}${expanded && !narrow ? ' messages__layout--expanded' : ''}`}
          >
            {!(narrow && paneOpen) && !(expanded && paneOpen) ? (
              <section
                className="messages__list panel"
                aria-label={T.messageList}
                aria-busy={s.listState === 'loading' || sig.listState === 'loading'}
              >
                {signing ? (
                  sig.list ? (
                    <SigningList
                      items={sig.list.items}
                      selectedId={sig.selectedId}
                      onSelect={(id) => void selectRequest(id)}
                    />
                  ) : sig.listState === 'failed' ? (
                    <p className="alert alert--error">{T.loadFailed}</p>
                  ) : null
                ) : s.listState === 'failed' && items.length === 0 ? (
                  <p className="alert alert--error">{T.loadFailed}</p>
                ) : (
                  <MessageList
                    items={items}
                    openId={s.openId}
                    hasMore={s.hasMore}
                    loading={s.listState === 'loading' || s.listState === 'idle'}
                    empty={s.empty}
                    isClient={isClient}
                    adviserView={folders.adviserView}
                    onOpen={(id) => void openMessage(id, isClient)}
                    onLoadMore={() => void loadMore()}
                  />
                )}
              </section>
            ) : null}
            {paneOpen || !narrow ? (
              <section className="messages__pane panel" aria-label={T.readingPane}>
                {paneOpen ? (
                  <div className="messages__pane-tools">
                    {narrow ? (
                      <button type="button" className="button button--secondary" onClick={closePane}>
                        {T.close}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-pressed={expanded}
                        onClick={() => setExpanded(!expanded)}
                      >
                        {expanded ? T.shrink : T.expand}
                      </button>
                    )}
                  </div>
                ) : null}
                {signing ? (
                  detail ? (
                    <SigningJourney detail={detail} />
                  ) : sig.detailState === 'failed' ? (
                    <p className="alert alert--error">{T.messageLoadFailed}</p>
                  ) : (
                    <p className="messages__hint">{T.selectMessage}</p>
                  )
                ) : open && s.openState === 'ready' ? (
                  <ReadingPane
                    message={open}
                    folders={folders}
                    hasPrevious={index > 0}
                    hasNext={index >= 0 && (index < items.length - 1 || s.hasMore)}
                    onPrevious={() => void step(-1, isClient)}
                    onNext={() => void step(1, isClient)}
                    onReply={onReply}
                  />
                ) : s.openState === 'missing' ? (
                  <p id="msg-read-missing" className="alert" role="status" tabIndex={-1}>
                    {T.messageMissing}
                  </p>
                ) : s.openState === 'failed' ? (
                  <p className="alert alert--error">{T.messageLoadFailed}</p>
                ) : s.openState === 'loading' ? (
                  <p role="status">Loading…</p>
                ) : (
                  <p className="messages__hint">{T.selectMessage}</p>
                )}
              </section>
            ) : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
