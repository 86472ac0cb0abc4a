/** Italian copy of the footer and of the Privacy, Cookie, Termini and crawler (/bot) pages (issues 19, 29). */
export const legalText = {
  placeholder:
    'Attenzione: l’operatore della piattaforma non ha ancora inserito i propri dati societari (ragione sociale, Partita IVA, sede e contatto per la privacy). Questo testo è un modello da completare: non va considerato valido finché i dati non sono presenti.',
  missing: '[da completare]',
  company: {
    title: 'Titolare e dati societari',
    name: 'Ragione sociale',
    vat: 'Partita IVA',
    address: 'Sede legale',
    email: 'Contatto privacy',
    pec: 'PEC',
  },
  privacy: {
    title: 'Informativa sulla privacy',
    intro:
      'Questa informativa spiega, ai sensi degli articoli 13 e 14 del Regolamento (UE) 2016/679 (GDPR), come trattiamo i dati personali di chi usa la piattaforma Agenti AI.',
    sections: [
      {
        heading: 'Quali dati trattiamo',
        body: 'Dati dell’account (email, nome e cognome, ruolo, password cifrata), i documenti caricati per addestrare gli agenti, le conversazioni con gli agenti (comprese quelle dei visitatori della chat pubblica, identificati solo da un codice casuale), i dati di fatturazione e i registri tecnici necessari alla sicurezza.',
      },
      {
        heading: 'Perché e su quale base',
        body: 'Per fornire il servizio richiesto (esecuzione del contratto, art. 6.1.b), per adempiere agli obblighi fiscali e contabili (obbligo di legge, art. 6.1.c) e per proteggere la piattaforma da abusi (legittimo interesse, art. 6.1.f). Non usiamo i dati per profilazione né per pubblicità.',
      },
      {
        heading: 'Ruoli',
        body: 'Per i dati dell’account siamo titolari del trattamento. Per i documenti e le conversazioni che un’azienda cliente carica o riceve tramite i propri agenti, il titolare è l’azienda cliente e noi agiamo come responsabili del trattamento (art. 28).',
      },
      {
        heading: 'A chi li comunichiamo',
        body: 'Solo ai fornitori necessari al servizio, nominati responsabili: hosting e archiviazione, invio delle email, pagamenti e, se configurato, il fornitore del modello linguistico che genera le risposte. Nessun dato è venduto a terzi.',
      },
      {
        heading: 'Per quanto tempo',
        body: 'Per la durata dell’account; alla cancellazione dell’account i dati vengono eliminati, salvo quelli che la legge impone di conservare (ad esempio le fatture, per 10 anni). La memoria delle conversazioni degli agenti segue il periodo di conservazione impostato da ciascun agente.',
      },
      {
        heading: 'I tuoi diritti',
        body: 'Puoi chiedere accesso, rettifica, cancellazione, limitazione, portabilità dei dati e opporti al trattamento scrivendo al contatto privacy indicato sopra. Puoi anche proporre reclamo al Garante per la protezione dei dati personali (www.garanteprivacy.it).',
      },
    ],
  },
  processors: {
    title: 'Sub-responsabili e trattamenti',
    intro:
      'Quali dati conserva il servizio e chi li tratta per conto del gestore, come è configurato questo server: database, archivio dei file, e-mail, modello AI, pagamenti. I dati non vengono venduti né usati per pubblicità.',
    tableLabel: 'Sub-responsabili e trattamenti',
    columns: { purpose: 'Trattamento', provider: 'Chi lo svolge', location: 'Dove', data: 'Quali dati' },
    loading: 'Caricamento dei trattamenti…',
    loadError: 'Non è stato possibile caricare l’elenco. Riprova più tardi.',
  },
  cookie: {
    title: 'Cookie',
    intro:
      'La piattaforma usa soltanto cookie tecnici, necessari a farla funzionare. Non usiamo cookie di profilazione, pubblicitari o di statistica di terze parti: per questo non serve un banner né il tuo consenso (art. 122 del Codice privacy e Linee guida del Garante del 10 giugno 2021).',
    tableLabel: 'Cookie e dati salvati nel browser',
    columns: { name: 'Nome', purpose: 'A cosa serve', duration: 'Durata' },
    rows: [
      {
        name: 'agenti.session_token',
        purpose: 'Mantiene l’accesso dopo il login (cookie tecnico di sessione).',
        duration: 'Fino al logout, al massimo 30 giorni',
      },
      {
        name: 'agenti.visitor-id, agenti.public-chat.… (memoria locale del browser)',
        purpose: 'Nella chat pubblica, ricorda la conversazione del visitatore con un codice casuale.',
        duration: 'Finché non viene cancellata dal browser',
      },
    ],
  },
  bot: {
    title: 'AgentiAI-Crawler, il crawler di Agenti AI',
    intro:
      'AgentiAI-Crawler è il programma con cui Agenti AI legge le pagine di un sito quando un’azienda cliente lo aggiunge alle conoscenze del proprio agente AI. Se lo trovi nei log del tuo server, qui trovi cosa legge, con quale frequenza e come bloccarlo.',
    userAgentHeading: 'Come si presenta',
    userAgentBody: 'Ogni richiesta del crawler porta questo user agent:',
    sections: [
      {
        heading: 'Cosa legge',
        body: 'Soltanto il sito indicato dal cliente (lo stesso dominio: con o senza www. è lo stesso sito), a partire dall’indirizzo o dalla sitemap.xml che ci ha dato, entro la profondità e il numero di pagine scelti. Legge le pagine HTML e i documenti PDF, DOCX e TXT collegati; non invia moduli, non accede ad aree riservate, non segue i link verso altri siti. Del testo delle pagine tiene il contenuto principale, che serve solo a rispondere alle domande dei visitatori di quel cliente.',
      },
      {
        heading: 'Con quale frequenza',
        body: 'Una richiesta alla volta per sito, con una pausa tra una richiesta e l’altra (di norma un secondo). Una lettura si ripete solo quando il cliente la aggiorna o, se l’ha scelto, una volta alla settimana: in quel caso chiede le pagine con If-None-Match e If-Modified-Since ed elabora solo quelle cambiate.',
      },
      {
        heading: 'robots.txt e Crawl-delay',
        body: 'Prima di leggere le pagine di un sito il crawler legge il suo robots.txt e segue le regole del gruppo User-agent: AgentiAI-Crawler o, se manca, quelle del gruppo User-agent: *. Rispetta Crawl-delay (fino a 30 secondi tra due richieste). Se il robots.txt risponde con un errore del server, non legge nulla.',
      },
    ],
    blockHeading: 'Come bloccarlo',
    blockBody: 'Per impedire al crawler di leggere tutto il sito, aggiungi al robots.txt:',
    blockPartBody: 'Per escludere solo una parte del sito, indica il percorso; per rallentarlo, indica i secondi tra due richieste:',
    blockAfter:
      'Il robots.txt viene letto a ogni lettura del sito: al successivo aggiornamento, le pagine escluse vengono tolte anche dalle conoscenze dell’agente.',
    contactHeading: 'Contatti',
    contactBefore: 'Per segnalare un problema con il crawler scrivi al contatto indicato nei dati societari qui sopra o usa la pagina ',
    contactLink: 'Contattaci',
    contactAfter: '. Indica l’indirizzo del tuo sito e, se puoi, l’orario delle richieste.',
  },
  terms: {
    title: 'Termini di servizio',
    intro: 'Questi termini regolano l’uso della piattaforma Agenti AI da parte delle aziende clienti e dei loro utenti.',
    sections: [
      {
        heading: 'Il servizio',
        body: 'La piattaforma permette di creare agenti AI, addestrarli sui propri documenti, provarli, condividerli con un link pubblico o sul proprio sito e gestire un team con ruoli. I nuovi account hanno una prova gratuita di 7 giorni.',
      },
      {
        heading: 'Piani e pagamenti',
        body: 'I prezzi dei piani sono mensili e IVA esclusa. L’abbonamento si rinnova ogni mese fino alla disdetta; alla scadenza i dati restano disponibili ma non si possono creare agenti, caricare documenti né chattare finché non si sceglie un piano.',
      },
      {
        heading: 'Uso corretto',
        body: 'Il cliente è responsabile dei contenuti che carica e delle risposte che i suoi agenti danno ai visitatori, e si impegna a non caricare contenuti illeciti né dati personali senza una base giuridica. Le risposte generate dall’intelligenza artificiale possono contenere errori: vanno verificate prima di decisioni importanti.',
      },
      {
        heading: 'Dati e cancellazione',
        body: 'I dati restano del cliente. Il proprietario dell’account può eliminarlo in qualsiasi momento dal profilo; i dati vengono cancellati come descritto nell’informativa privacy.',
      },
      {
        heading: 'Legge applicabile',
        body: 'Si applica la legge italiana. Per le controversie tra imprese è competente il foro della sede legale del fornitore indicata sopra.',
      },
    ],
  },
} as const;
