// Written by scripts/italian-lemmas.mjs (ADR 0127) from Morph-it! (Marco Baroni and Eros Zanchetta, CC BY-SA 2.0),
// as the npm packages italian-verbs-dict, -words-dict and -adjectives-dict 3.4.0 ship it.
// One line a group: the stem every other stem of the line stands for (PostgreSQL's Italian stems, after unaccent).
export const LEMMA_GROUPS = `
abbacc abbacchia abbacchiast abbacchier abbacchin
abbacin abbacina abbacinast abbaciner abbacinin
abbagl abbaglia abbagliast abbaglier abbaglin
abbai abba abbaia abbaiam abbaiast abbaier abbain
abbandon abband abbandona abbandonast abbandoner abbandonin
abbarbagl abbarbaglia abbarbagliast abbarbaglier abbarbaglin
abbarbic abbarb abbarbica abbarbicast abbarbicher abbarbichin
abbaruff abbaruffa abbaruffast abbaruffer abbaruffin
abbass abbassa abbassast abbasser abbassin
abbatt abbatte abbattent abbatter abbattess abbattessim abbattest
abbell abbellent abbellir abbelliss abbellissim
abbever abbev abbeverast abbeverer abbeverin
abbic abbica abbicast abbicher abbichin
abbigl abbiglia abbigliast abbiglier abbiglin
abbin abbina abbinast abbiner abbinin
abbindol abbindola abbindolast abbindoler abbindolin
abbiosc abbioscer abbioscia abbiosciast abbioscin
abbisogn abbisogna abbisognast abbisogner abbisognin
abbocc abbocca abboccast abboccher abbocchin
abboff abboffa abboffast abboffer abboffin
abbon abbona abbonast abboner abbonin
abbonacc abbonaccer abbonaccia abbonacciast abbonaccin
abbond abbonda abbondast abbonder abbondin
abbord abborda abbordast abborder abbordin
abborracc abborraccer abborraccia abborracciast abborraccin
abbott abbotta abbottast abbotter abbottin
abbotton abbottona abbottonast abbottoner abbottonin
abbozz abbozza abbozzast abbozzer abbozzin
abbracc abbraccer abbraccia abbracciast abbraccin
abbranc abbranca abbrancast abbrancher abbranchin
abbrev abbrevia abbreviast abbrevier abbrevin
abbronz abbronza abbronzast abbronzer abbronzin
abbrun abbruna abbrunast abbruner abbrunin
abbrustol abbrustolent abbrustolir abbrustoliss abbrustolissim
abbrut abbrutent abbrutir abbrutiss abbrutissim
abbrutt abbruttent abbruttir abbruttiss abbruttissim
abbuff abbuffa abbuffast abbuffer abbuffin
abbui abbuia abbuiam abbuiast abbuier abbuin
abbuon abbuona abbuonast abbuoner abbuonin
abburatt abburatta abburattast abburatter abburattin
abdic abdica abdicast abdicher abdichin
aberr aberra aberrast aberrer aberrin
abilit abilita abilitast abiliter abilitin
abit abita abitast abiter abitin
abitu abitua abituast abituer abitui abituiam abituin
abiur abiura abiurast abiurer abiurin
abol abolent abolir aboliss abolissim abolizion
abomin abomina abominast abominer abominin
aborr aborrent aborrir aborriss aborrissim
abort abortent abortir abortiss abortissim
abrog abroga abrogast abrogher abroghin
abus abusa abusast abuser abusin
accad accadd accadder accadent accadess accadessim accadest accadr accadra accadrann accadre accadrebb accadrebber accadrem accadrest
accalapp accalappia accalappiast accalappier accalappin
accalc accalca accalcast accalcher accalchin
accald accalda accaldast accalder accaldin
accalor accalora accalorast accalorer accalorin
accamp accampa accampast accamper accampin
accan accana accanast accaner accanin accanir accaniss accanissim
accanton accant accantona accantonast accantoner accantonin
accaparr accaparra accaparrast accaparrer accaparrin
accapigl accapiglia accapigliast accapiglier accapiglin
accappon accapp accappona accapponast accapponer accapponin
accarezz accarezza accarezzast accarezzer accarezzin
accartocc accartoccer accartoccia accartocciast accartoccin
accas accasa accasast accaser accasin
accasc accascer accascia accasciast accascin
accaserm accaserma accasermast accasermer accasermin
accatast accatasta accatastast accataster accatastin
accatt accatta accattast accatter accattin
accattiv accattiva accattivast accattiver accattivin
accatton accattona accattonast accattoner accattonin
accavall accavalla accavallast accavaller accavallin
accec acceca accecast accecher accechin
acced accedent acceder accedess accedessim accedest accedett accedetter
acceler accel accelerast accelerer accelerin
acceller accell accellerast accellerer accellerin
accend accendent accender accendess accendessim accendest acces acceser
accenn accenna accennast accenner accennin
accent accenta accentast accenter accentin
accentr accentra accentrast accentrer accentrin
accentu accentua accentuast accentuer accentui accentuiam accentuin
accerc accerchia accerchiast accerchier accerchin
accert accerta accertast accerter accertin
accett accetta accettast accetter accettin
acchiapp acchiappa acchiappast acchiapper acchiappin
acchit acchita acchitast acchiter acchitin
acciacc acciacca acciaccast acciaccher acciacchin
acciai accia acciaia acciaiam acciaiast acciaier acciain
acciambell acciambella acciambellast acciambeller acciambellin
accigl acciglia accigliast acciglier acciglin
accing accingent accinger accingess accingessim accingest accins accinser accint
acciottol acciottola acciottolast acciottoler acciottolin
acciuff acciuffa acciuffast acciuffer acciuffin
acclam acclama acclamast acclamer acclamin
acclim acclima acclimast acclimer acclimin
acclimat acclimata acclimatast acclimater acclimatin
acclud accludent accluder accludess accludessim accludest acclus accluser
accoccol accoccola accoccolast accoccoler accoccolin
accod accoda accodast accoder accodin
accogl accoglient accoglier accogliess accogliessim accogliest accolg accols accolser accolt
accoll accolla accollast accoller accollin
accoltell accoltella accoltellast accolteller accoltellin
accomand accomanda accomandast accomander accomandin
accomiat accomiata accomiatast accomiater accomiatin
accomod accomoda accomodast accomoder accomodin
accompagn accompagna accompagnast accompagner accompagnin
accomun accomuna accomunast accomuner accomunin
acconc acconcer acconcia acconciast acconcin
accondiscend accondisc accondiscendent accondiscender accondiscendess accondiscendessim accondiscendest accondisces accondisceser
acconsent acconsentir acconsentiss acconsentissim acconsenzient
accontent accontenta accontentast accontenter accontentin
accopp accoppa accoppast accopper accoppia accoppiast accoppier
accor accora accorast accorer accorin
accorc accorcer accorcia accorciast accorcin
accord accorda accordast accorder accordin
accorg accorger accorgess accorgessim accorgest accort
accorp accorpa accorpast accorper accorpin
accorr accorrent accorrer accorress accorressim accorrest
accosc accoscer accoscia accosciast accoscin
accost accosta accostast accoster accostin
accostum accostuma accostumast accostumer accostumin
accovacc accovaccer accovaccia accovacciast accovaccin
accozz accozza accozzast accozzer accozzin
accredit accred accredita accreditast accrediter accreditin
accresc accrebb accrebber accresce accrescent accrescer accrescess accrescessim accrescest
accucc accuccer accuccia accucciast accuccin
accud accudent accudir accudiss accudissim
accul accula acculast acculer acculin
accumul accumula accumulast accumuler accumulin
accus accusa accusast accuser accusin
acidific acidif acidifica acidificast acidificher acidifichin
acquartier acquart acquartierast acquartierer acquartierin
acquatt acquatta acquattast acquatter acquattin
acquerell acquerella acquerellast acquereller acquerellin
acquiet acquieta acquietast acquieter acquietin
acquis acquisent acquisir acquisiss acquisissim acquisizion
acquist acquista acquistast acquister acquistin
acu acuent acui acuiam acuir acuiss acuissim acuist
acumin acumina acuminast acuminer acuminin
acutizz acutizza acutizzast acutizzer acutizzin
adag adager adagia adagiast adagin
adatt adatta adattast adatter adattin
addebit addeb addebita addebitast addebiter addebitin
addens addensa addensast addenser addensin
addent addenta addentast addenter addentin
addentell addentella addentellast addenteller addentellin
addentr addentra addentrast addentrer addentrin
addestr addestra addestrast addestrer addestrin
addir addett addic addicent addicess addicessim addicest addira addirann addire addirebb addirebber addirem addirest addiss addisser
addit addita additast additer additin
addiven addivenent addiveng addiveniss addivenissim addivenn addivenner addiverr addiverra addiverrann addiverre addiverrebb addiverrebber addiverrest addivien
addizion addiz addiziona addizionast addizioner addizionin
addobb addobba addobbast addobber addobbin
addolc addolcent addolcir addolciss addolcissim
addolor addolora addolorast addolorer addolorin
addomestic addomest addomestica addomesticast addomesticher addomestichin
addorm addor addormir addormiss addormissim
addorment addormenta addormentast addormenter addormentin
addoss addossa addossast addosser addossin
addottor addottora addottorast addottorer addottorin
addottrin addottrina addottrinast addottriner addottrinin
addurr addott adduc adducent adducess adducessim adducest addurra addurrann addurre addurrebb addurrebber addurrem addurrest adduss addusser
adegu adegua adeguast adeguer adegui adeguiam adeguin
ademp adempent adempie adempient adempier adempiess adempiessim adempiest adempii adempiiam adempir adempiss adempissim
ader aderent aderir aderiss aderissim
aderg adergent aderger adergess adergessim adergest aders aderser adert
adesc adesca adescast adescher adeschin
adib adibent adibir adibiss adibissim
adir adend adent adi adiam adimm adirann adirast adire adirebb adirebber adirem adirer adirest adirin adisc adiss adisser adissim adist adit adiv adivam
adocc adocchia adocchiast adocchier adocchin
adombr adombra adombrast adombrer adombrin
adont adonta adontast adonter adontin
adoper adop adoperast adoperer adoperin
adopr adopra adoprast adoprer adoprin
ador adora adorast adorer adorin
adorn adorna adornast adorner adornin
adott adotta adottast adotter adottin
adugg adugger aduggia aduggiast aduggin
adul adula adulast aduler adulin
adulter adult adulterast adulterer adulterin
adun aduna adunast aduner adunin
adus adusa adusast aduser adusin
aer aera aerant aerast aerer aerin
aerotrasport aerotrasporta aerotrasportast aerotrasporter aerotrasportin
affabul affabula affabulast affabuler affabulin
affacc affaccer affaccia affacciast affaccin
affaccend affaccenda affaccendast affaccender affaccendin
affam affama affamast affamer affamin
affann affanna affannast affanner affannin
affar affamm affan affand affass affasser affassim affast affav affavam affer affera afferann affere afferebb afferebber afferem afferest affiam affo
affardell affardella affardellast affardeller affardellin
affascin affascina affascinast affasciner affascinin
affastell affastella affastellast affasteller affastellin
affatic affatica affaticast affaticher affatichin
affattur affattura affatturast affatturer affatturin
afferm afferma affermast affermer affermin
afferr afferra afferrast afferrer afferrin
affett affetta affettast affetter affettin
affezion affez affeziona affezionast affezioner affezionin
affianc affianca affiancast affiancher affianchin
affiat affiata affiatast affiater affiatin
affibb affibbia affibbiast affibbier affibbin
affid affida affidast affider affidin
affien affiena affienast affiener affienin
affievol affievolent affievolir affievoliss affievolissim
affigg affiggent affigger affiggess affiggessim affiggest
affil affila affilast affiler affilia affiliast affilier
affin affina affinast affiner affinin
affioc affiochent affiochir affiochiss affiochissim
affior affiora affiorast affiorer affiorin
affiss affissa affissast affissin
affitt affitta affittast affittent affitter affittin affittir affittiss affittissim
affligg affliggent affligger affliggess affliggessim affliggest affliss afflisser afflitt
afflosc affloscer affloscia afflosciast affloscin
afflu affluent afflui affluiam affluir affluiss affluissim affluist
affoc affoca affocast affocher affochin
affog affoga affogast affogher affoghin
affoll affolla affollast affoller affollin
affond affonda affondast affonder affondin
affoss affossa affossast affosser affossin
affranc affranca affrancast affrancher affranchin
affratell affratella affratellast affrateller affratellin
affresc affresca affrescast affrescher affreschin
affrett affretta affrettast affretter affrettin
affront affronta affrontast affronter affrontin
affumic affum affumica affumicast affumicher affumichin
affusol affusola affusolast affusoler affusolin
agevol agevola agevolast agevoler agevolin
agganc aggancer aggancia agganciast aggancin
aggett aggetta aggettast aggetter aggettin
aggettiv aggettiva aggettivast aggettiver aggettivin
agghiacc agghiaccer agghiaccia agghiacciast agghiaccin
agghind agghinda agghindast agghinder agghindin
aggiog aggioga aggiogast aggiogher aggioghin
aggiorn aggiorna aggiornast aggiorner aggiornin
aggir aggira aggirast aggirer aggirin
aggiudic aggiud aggiudica aggiudicast aggiudicher aggiudichin
aggiung aggiungent aggiunger aggiungess aggiungessim aggiungest aggiuns aggiunser
aggiunt aggiunta aggiuntast aggiunter aggiuntin
aggiust aggiusta aggiustast aggiuster aggiustin
agglomer agglom agglomerast agglomerer agglomerin
agglutin agglutina agglutinast agglutiner agglutinin
aggomitol aggomitola aggomitolast aggomitoler aggomitolin
aggott aggotta aggottast aggotter aggottin
aggrad aggrada aggradast aggrader aggradin
aggraff aggraffa aggraffast aggraffer aggraffin
aggranc aggranchent aggranchir aggranchiss aggranchissim
aggrapp aggrappa aggrappast aggrapper aggrappin
aggrav aggrava aggravast aggraver aggravin
aggraz aggrazia aggraziast aggrazier aggrazin
aggred aggredent aggredir aggrediss aggredissim
aggreg aggrega aggregast aggregher aggreghin
aggricc aggriccer aggriccia aggricciast aggriccin
aggrinz aggrinza aggrinzast aggrinzent aggrinzer aggrinzin aggrinzir aggrinziss aggrinzissim
aggrond aggronda aggrondast aggronder aggrondin
aggrott aggrotta aggrottast aggrotter aggrottin
aggrovigl aggroviglia aggrovigliast aggroviglier aggroviglin
aggrum aggruma aggrumast aggrumer aggrumin
aggrupp aggruppa aggruppast aggrupper aggruppin
agguagl agguaglia agguagliast agguaglier agguaglin
agguant agguanta agguantast agguanter agguantin
agguat aggu agguata agguatast agguater agguatin
agguerr agguerrent agguerrir agguerriss agguerrissim
agir agend agent agiam agimm agira agirann agire agirebb agirebber agirem agirest agisc agiss agisser agissim agist agiv agivam
agit agita agitast agiter agitin
agogn agogna agognast agogner agognin
agonizz agonizza agonizzast agonizzer agonizzin
agucc agucchia agucchiast agucchier agucchin
aguzz aguzza aguzzast aguzzer aguzzin
aiut aiuta aiutast aiuter aiutin
aizz aizza aizzant aizzast aizzer aizzin
alar ala alamm alan aland alant alass alasser alassim alast alat alav alavam aler alera alerann alere alerebb alerebber alerem alerest ali aliam alin alo
albegg albegger albeggia albeggiast albeggin
alber albera alberast alberer alberin
alcolizz alcolizza alcolizzast alcolizzer alcolizzin
alegg alegger aleggia aleggiast aleggin
alen alena alenast alener alenin
ales alesa alesast aleser alesin
alett aletta alettast aletter alettin
alfabetizz alfabetizza alfabetizzast alfabetizzer alfabetizzin
alien aliena alienast aliener alienin
aliment alimenta alimentast alimenter alimentin
alit alita alitast aliter alitin
allacc allaccer allaccia allacciast allaccin
allag allaga allagast allagher allaghin
allapp allappa allappast allapper allappin
allarg allarga allargast allargher allarghin
allarm allarma allarmast allarmer allarmin
allatt allatta allattast allatter allattin
alle allea alleant alleast alleer allei alleiam allein
alleg allega allegast allegher alleghin
allegger alleggerent alleggerir alleggeriss alleggerissim
allen allena allenast allener allenin
allent allenta allentast allenter allentin
allert allerta allertast allerter allertin
allest allestent allestir allestiss allestissim allestitor
allett alletta allettast alletter allettin
allev alleva allevast allever allevia alleviast allevier
allib allibent allibir allibiss allibissim
allibr allibra allibrast allibrer allibrin
alliet allieta allietast allieter allietin
allign alligna allignast alligner allignin
allin alline allinea allineast allineer allinei allineiam allinein
alloc alloca allocast allocher allochin
allog alloga allogast allogher alloghin
allogg allogger alloggia alloggiast alloggin
allontan allont allontana allontanast allontaner allontanin
allucin allucina allucinast alluciner allucinin
allud alludent alluder alludess alludessim alludest allus alluser
allum alluma allumast allumer
allumin allumina alluminast alluminer alluminin
allun alluna allunast alluner allunin
allung allunga allungast allungher allunghin
almanacc almanacca almanaccast almanaccher almanacchin
altalen altalena altalenast altalener altalenin
alter altera alterast alterer alterin
alterc alterca altercast altercher alterchin
altern alterna alternast alterner alternin
alzar alza alzamm alzan alzand alzant alzarv alzass alzasser alzassim alzast alzat alzator alzav alzavam alzer alzera alzerann alzere alzerebb alzerebber alzerem alzerest alzi alziam alzin alzo
amalgam amalgama amalgamast amalgamer amalgamin
amar ama amamm aman amandol amant amart amass amasser amassim amast amat amator amav amavam amer amera amerann amere amerebb amerebber amerem amerest ami amiam amin amo
amaregg amaregger amareggia amareggiast amareggin
ambi ambia ambiant ambiast ambier ambin
ambient ambienta ambientast ambienter ambientin
ambir ambend ambent ambimm ambira ambirann ambire ambirebb ambirebber ambirem ambirest ambisc ambiss ambisser ambissim ambist ambit ambiv ambivam ambizion
americanegg americanegger americaneggia americaneggiast americaneggin
americanizz americanizza americanizzast americanizzer americanizzin
amic amica amicast amicher amichin
ammacc ammacca ammaccast ammaccher ammacchin
ammaestr ammaestra ammaestrast ammaestrer ammaestrin
ammagl ammaglia ammagliast ammaglier ammaglin
ammain ammaina ammainast ammainer ammainin
ammal ammala ammalast ammaler ammalia ammaliast ammalier
ammanett ammanetta ammanettast ammanetter ammanettin
ammanier amman ammanierast ammanierer ammanierin
ammanigl ammaniglia ammanigliast ammaniglier ammaniglin
ammann ammannent ammannir ammanniss ammannissim
ammans ammansent ammansir ammansiss ammansissim
ammant ammanta ammantast ammanter ammantin
ammar ammara ammarast ammarer ammarin
ammass ammassa ammassast ammasser ammassin
ammatt ammattent ammattir ammattiss ammattissim
ammatton ammattona ammattonast ammattoner ammattonin
ammazz ammazza ammazzast ammazzer ammazzin
ammett ammess ammettent ammetter ammettess ammettessim ammettest ammis ammiser
ammezz ammezza ammezzast ammezzer ammezzin
ammicc ammicca ammiccast ammiccher ammicchin
amministr amministra amministrast amministrer amministrin
ammir ammira ammirast ammirer ammirin
ammobil ammobilia ammobiliast ammobilier ammobilin
ammodern ammoderna ammodernast ammoderner ammodernin
ammogl ammoglia ammogliast ammoglier ammoglin
ammoll ammolla ammollast ammollent ammoller ammollin ammollir ammolliss ammollissim
ammon ammonent ammonir ammoniss ammonissim ammonizion
ammont ammonta ammontast ammonter ammontin
ammonticc ammonticchia ammonticchiast ammonticchier ammonticchin
ammorb ammorba ammorbast ammorber ammorbin
ammorbid ammorbident ammorbidir ammorbidiss ammorbidissim
ammort ammorta ammortast ammorter ammortin
ammortizz ammortizza ammortizzast ammortizzer ammortizzin
ammosc ammoscer ammoscia ammosciast ammoscin
ammucc ammucchia ammucchiast ammucchier ammucchin
ammuff ammuffent ammuffir ammuffiss ammuffissim
ammutin ammutina ammutinast ammutiner ammutinin
ammutol ammutolent ammutolir ammutoliss ammutolissim
amnist amnistia amnistiast amnistier amnistin
amoregg amoregger amoreggia amoreggiast amoreggin
ampli amplia ampliam ampliant ampliast amplier amplin
amplific amplif amplifica amplificast amplificher amplifichin
amput amputa amputast amputer amputin
anagramm anagr anagramma anagrammast anagrammer anagrammin
analizz analizza analizzast analizzer analizzin
anastomizz anastomizza anastomizzast anastomizzer anastomizzin
anatemizz anatemizza anatemizzast anatemizzer anatemizzin
anatomizz anatomizza anatomizzast anatomizzer anatomizzin
anchegg anchegger ancheggia ancheggiast ancheggin
anchilos anchil anchilosa anchilosast anchiloser anchilosin
ancor ancora ancorast ancorer ancorin
andar anda andament andamm andand andant andarv andass andasser andassim andast andat andav andavam andi andiam ando andra andrann andre andrebb andrebber andrem andremm andrest andret andro vad vann
anel anela anelast aneler anelin
anestetizz anestetizza anestetizzast anestetizzer anestetizzin
anfan anfana anfanast anfaner anfanin
angar angaria angariast angarier angarin
anglicizz anglicizza anglicizzast anglicizzer anglicizzin
angol angola angolast angoler angolin
angosc angoscer angoscia angosciast angoscin
angust angustia angustiast angustier angustin
anim anima animast animer animin
annacqu annacqua annacquast annacquer annacquin
annaff annaffia annaffiast annaffier annaffin
annasp annaspa annaspast annasper annaspin
annebb annebbia annebbiast annebbier annebbin
anneg annega annegast annegher anneghin
anner annerent annerir anneriss annerissim
annett annette annettent annetter annettess annettessim annettest
annichil annichila annichilast annichilent annichiler annichilin annichilir annichiliss annichilissim
annid annida annidast annider annidin
annient annienta annientast annienter annientin
annod annoda annodast annoder annodin
annoi annoia annoiam annoiast annoier annoin
annot annota annotast annoter annotin
annott annotta annottast annotter annottin
annover annov annoverast annoverer annoverin
annu annuent annui annuiam annuir annuiss annuissim annuist
annualizz annualizza annualizzast annualizzer annualizzin
annull annulla annullast annuller annullin
annunc annuncer annuncia annunciast annuncin
annunz annunzia annunziast annunzier annunzin
annus annusa annusast annuser annusin
annuvol annuvola annuvolast annuvoler annuvolin
anodizz anodizza anodizzast anodizzer anodizzin
ansar ansa ansamm ansan ansand ansant ansass ansasser ansassim ansast ansat ansav ansavam anser ansera anserann ansere anserebb anserebber anserem anserest ansiam ansin anso
ansim ansima ansimast ansimer ansimin
anteporr antep antepon anteponent anteponess anteponessim anteponest antepong anteporra anteporrann anteporre anteporrebb anteporrebber anteporrem anteporrest anteposer antepost
anticip anticipa anticipast anticiper anticipin
antidat antid antidata antidatast antidater antidatin
antitubercol antitubercola antitubercolast antitubercoler antitubercolin
antropomorfizz antropomorfizza antropomorfizzast antropomorfizzer antropomorfizzin
apocop apocopa apocopast apocoper apocopin
apostat apost apostata apostatast apostater apostatin
apostrof apostrofa apostrofast apostrofer apostrofin
appag appaga appagast appagher appaghin
appai appa appaia appaiam appaiast appaier appain
appallottol appallottola appallottolast appallottoler appallottolin
appalt appalta appaltast appalter appaltin
appann appanna appannast appanner appannin
appar apparir appariss apparissim apparizion appars apparv apparver
apparecc apparecchia apparecchiast apparecchier apparecchin
apparent apparenta apparentast apparenter apparentin
appart apparta appartast apparter appartin
apparten appartenent apparteness appartenessim appartenest apparteng appartenn appartenner apparterr apparterra apparterrann apparterre apparterrebb apparterrebber apparterrem apparterrest appartien
appass appassent appassir appassiss appassissim
appassion appassiona appassionast appassioner appassionin
appell appella appellast appeller appellin
append appendent appender appendess appendessim appendest appeser
appesant appesantent appesantir appesantiss appesantissim
appest appesta appestast appester appestin
appet appetent appetir appetiss appetissim
appezz appezza appezzast appezzer appezzin
appian appi appiana appianast appianer appianin
appiatt appiatta appiattast appiatter appiattin
appicc appicca appiccast appiccher appicchin
appiccic appiccica appiccicast appiccicher appiccichin
appied appieda appiedast appieder appiedin
appigl appiglia appigliast appiglier appiglin
appiopp appioppa appioppast appiopper appioppin
appisol appisola appisolast appisoler appisolin
applaud applaudent applaudir applaudiss applaudissim
applic applica applicast applicher applichin
appogg appogger appoggia appoggiast appoggin
appollai appolla appollaia appollaiam appollaiast appollaier appollain
appont apponta appontast apponter appontin
apporr appon apponent apponess apponessim apponest appong apporra apporrann apporre apporrebb apporrebber apporrem apporrest appors appos apposer
apport apporta apportast apporter apportin
appost apposta appostast apposter appostin
apprend apprendent apprender apprendess apprendessim apprendest appres appreser
appress appressa appressast appresser appressin
apprest appresta apprestast apprester apprestin
apprett appretta apprettast appretter apprettin
apprezz apprezza apprezzast apprezzer apprezzin
approd approda approdast approder approdin
approfitt approfitta approfittast approfitter approfittin
approfond approfondent approfondir approfondiss approfondissim
appront appronta approntast appronter approntin
appropinqu appropinqua appropinquast appropinquer appropinquin
appropr appropria appropriast approprier approprin
approssim approssima approssimast approssimer approssimin
approv approva approvast approver approvin
approvvigion approvvig approvvigiona approvvigionast approvvigioner approvvigionin
appru apprua appruant appruast appruer apprui appruiam appruin
appunt appunta appuntast appuntent appunter appuntin appuntir appuntiss appuntissim
appur appura appurast appurer appurin
aprir apert apra apran apre aprend aprent apri apriam aprimm aprira aprirann aprire aprirebb aprirebber aprirem aprirest aprirv apriss aprisser aprissim aprist aprit apriv aprivam apro apron
arabesc arabesca arabescast arabescher arabeschin
arar ara aramm aran arand arant ararl arass arasser arassim arast arat arav aravam arer arera arerann arere arerebb arerebber arerem arerest ariam arin aro
arcaicizz arcaicizza arcaicizzast arcaicizzer arcaicizzin
arcaizz arcaizza arcaizzast arcaizzer arcaizzin
architett architetta architettast architetter architettin
archiv archivia archiviast archivier archivin
arcu arcua arcuant arcuast arcuer arcui arcuiam arcuin
arder arda ardan arde ardemm ardera arderann ardere arderebb arderebber arderem arderest ardess ardesser ardessim ardest ardet ardev ardevam ardo ardon arsa arse arser arsi arso
ardir ardiment ardimm ardira ardirann ardire ardirebb ardirebber ardirem ardirest ardisc ardiss ardisser ardissim ardist ardit ardiv ardivam
aren arena arenast arener arenin
argent argenta argentast argenter argentin
argin argina arginast arginer arginin
argoment argomenta argomentast argomenter argomentin
argu arguent argui arguiam arguir arguiss arguissim arguist
ariegg ariegger arieggia arieggiast arieggin
armament armamenta armamentast armamenter armamentin
armar arma armamm arman armandol armant armars armass armasser armassim armast armat armator armav armavam armer armera armerann armere armerebb armerebber armerem armerest armiam armin armo
armegg armegger armeggia armeggiast armeggin
armonizz armonizza armonizzast armonizzer armonizzin
aromatizz aromatizza aromatizzast aromatizzer aromatizzin
arpegg arpegger arpeggia arpeggiast arpeggin
arpion arpiona arpionast arpioner arpionin
arrabatt arrabatta arrabattast arrabatter arrabattin
arrabb arrabbia arrabbiast arrabbier arrabbin
arraff arraffa arraffast arraffer arraffin
arrampic arramp arrampica arrampicast arrampicher arrampichin
arranc arranca arrancast arrancher arranchin
arrang arranger arrangia arrangiast arrangin
arrec arreca arrecast arrecher arrechin
arred arreda arredast arreder arredin
arremb arremba arrembast arrember arrembin
arrend arrendent arrender arrendess arrendessim arrendest arres arreser
arrest arresta arrestast arrester arrestin
arretr arretra arretrast arretrer arretrin
arricc arriccer arricchent arricchir arricchiss arricchissim arriccia arricciast arriccin
arricciol arricciola arricciolast arriccioler arricciolin
arrid arrident arrider arridess arridessim arridest arris arriser
arring arringa arringast arringher arringhin
arrisc arrischia arrischiast arrischier arrischin
arriv arriva arrivast arriver arrivin
arroc arrochent arrochir arrochiss arrochissim
arrocc arrocca arroccast arroccher arrocchin
arrog arroga arrogast arrogher arroghin
arross arrossa arrossast arrossent arrosser arrossin arrossir arrossiss arrossissim
arrost arrostent arrostir arrostiss arrostissim
arrot arrota arrotast arroter arrotin
arrotol arrotola arrotolast arrotoler arrotolin
arrotond arrotonda arrotondast arrotonder arrotondin
arrovell arrovella arrovellast arroveller arrovellin
arrovent arroventa arroventast arroventer arroventin
arrovesc arrovescer arrovescia arrovesciast arrovescin
arruff arruffa arruffast arruffer arruffin
arruggin arrugginent arrugginir arrugginiss arrugginissim
arruol arruola arruolast arruoler arruolin
articol articola articolast articoler articolin
artigl artiglia artigliast artiglier artiglin
arzigogol arzigogola arzigogolast arzigogoler arzigogolin
ascend ascendent ascender ascendess ascendessim ascendest asces asceser
asciug asciuga asciugast asciugher asciughin
ascolt ascolta ascoltast ascolter ascoltin
ascond ascondent asconder ascondess ascondessim ascondest ascos ascoser ascost
ascriv ascriss ascrisser ascritt ascrivent ascriver ascrivess ascrivessim ascrivest
asfalt asfalta asfaltast asfalter asfaltin
asfiss asfissia asfissiast asfissier asfissin
asperg aspergent asperger aspergess aspergessim aspergest aspers asperser aspert
aspett aspetta aspettast aspetter aspettin
aspir aspira aspirast aspirer aspirin
asport asporta asportast asporter asportin
assagg assagger assaggia assaggiast assaggin
assal assalent assalg assalir assaliss assalissim assalitor
assalt assalta assaltast assalter assaltin
assapor assapora assaporast assaporer assaporin
assassin assassina assassinast assassiner assassinin
assecond asseconda assecondast asseconder assecondin
assed assedia assediast assedier assedin
assegn assegna assegnast assegner assegnin
assembl assembla assemblast assembler assemblin
assembr assembra assembrast assembrer assembrin
assent assenta assentast assentent assenter assentin assentir assentiss assentissim
asser asserent asserir asseriss asserissim
asserragl asserraglia asserragliast asserraglier asserraglin
asserv asservent asservir asserviss asservissim
assest assesta assestast assester assestin
asset asseta assetast asseter assetin
assett assetta assettast assetter assettin
assever assev asseverast asseverer asseverin
assicur assicura assicurast assicurer assicurin
assid asside assident assidess assidessim assidest
assider assiderast assiderer assiderin
assiep assiepa assiepast assieper assiepin
assill assilla assillast assiller assillin
assimil assimila assimilast assimiler assimilin
assist assistent assister assistess assistessim assistest assistett assistetter
assoc assocer associa associast associn
assod assoda assodast assoder assodin
assoggett assoggetta assoggettast assoggetter assoggettin
assold assolda assoldast assolder assoldin
assolv assols assolser assolt assolvent assolver assolvess assolvessim assolvest
assomigl assomiglia assomigliast assomiglier assomiglin
assomm assomma assommast assommer assommin
assonn assonna assonnast assonner assonnin
assop assopent assopir assopiss assopissim
assorb assorbent assorbir assorbiss assorbissim
assord assorda assordast assordent assorder assordin assordir assordiss assordissim
assort assortent assortir assortiss assortissim
assottigl assottiglia assottigliast assottiglier assottiglin
assuef assuefa assuefac assuefacc assuefacent assuefacess assuefacessim assuefacest assuefann assuefar assuefara assuefarann assuefare assuefarebb assuefarebber assuefarem assuefarest assuefatt assuefec assuefecer
assum assument assumer assumess assumessim assumest assuns assunser assunt
assurg assurgent assurger assurgess assurgessim assurgest assurs assurser assurt
asten astenent asteness astenessim astenest asteng astenn astenner asterr asterra asterrann asterre asterrebb asterrebber asterrem asterrest astien
astrarr astra astraent astraess astraessim astraest astragg astrai astraiam astrarra astrarrann astrarre astrarrebb astrarrebber astrarrem astrarrest astrars astrass astrasser astratt
astring astringent astringer astringess astringessim astringest astrins astrinser astrint
astrolog astrologa astrologast astrologher astrologhin
atomizz atomizza atomizzast atomizzer atomizzin
atrofizz atrofizza atrofizzast atrofizzer atrofizzin
attacc attacca attaccast attaccher attacchin
attagl attaglia attagliast attaglier attaglin
attanagl attanaglia attanagliast attanaglier attanaglin
attard attarda attardast attarder attardin
attecc attecchent attecchir attecchiss attecchissim
attegg attegger atteggia atteggiast atteggin
atten attenent atteness attenessim attenest atteng attenn attenner atterrann atterre atterrebb atterrebber atterrem atterrest attien
attend attenda attendast attendent attendess attendessim attendest attendin attes atteser
attent attenta attentast attenter attentin
attenu attenua attenuast attenuer attenui attenuiam attenuin
atterr atterrast atterrent atterrer atterrin atterrir atterriss atterrissim
attest attesta attestast attester attestin
attill attilla attillast attiller attillin
atting attingent attinger attingess attingessim attingest attins attinser attint
attir attira attirast attirer attirin
attiv attiva attivast attiver attivin
attivizz attivizza attivizzast attivizzer attivizzin
attizz attizza attizzast attizzer attizzin
attorc attorcent attorcer attorcess attorcessim attorcest attors attorser attort
attorcigl attorciglia attorcigliast attorciglier attorciglin
attorn attornia attorniast attornier attornin
attossic attoss attossica attossicast attossicher attossichin
attracc attracca attraccast attraccher attracchin
attrarr attra attraent attraess attraessim attraest attragg attrai attraiam attrarra attrarrann attrarre attrarrebb attrarrebber attrarrem attrarrest attrars attrass attrasser attratt
attravers attrav attraversa attraversast attraverser attraversin
attrezz attrezza attrezzast attrezzer attrezzin
attribu attribuent attribui attribuiam attribuir attribuiss attribuissim
attrist attrista attristast attrister attristin
attrupp attruppa attruppast attrupper attruppin
attu attua attuant attuast attuazion attuer attui attuiam attuin
attualizz attualizza attualizzast attualizzer attualizzin
attut attutent attutir attutiss attutissim
augur augura augurast augurer augurin
aul aulent aulir auliss aulissim aulist
aument aumenta aumentast aumenter aumentin
aureol aureola aureolast aureoler aureolin
auscult ausculta auscultast ausculter auscultin
auspic auspica auspicast auspicher auspichin
autentic autent autentica autenticast autenticher autentichin
autentific autentif autentifica autentificast autentificher autentifichin
autoaccus autoaccusa autoaccusast autoaccuser autoaccusin
autoaggreg autoaggrega autoaggregast autoaggregher autoaggreghin
autoaliment autoal autoalimenta autoalimentast autoalimenter autoalimentin
autoanalizz autoanalizza autoanalizzast autoanalizzer autoanalizzin
autoannunc autoannuncer autoannuncia autoannunciast autoannuncin
autoassegn autoassegna autoassegnast autoassegner autoassegnin
autoassolv autoassols autoassolser autoassolvent autoassolver autoassolvess autoassolvessim autoassolvest
autoblocc autoblocca autobloccast autobloccher autoblocchin
autocancell autocancella autocancellast autocanceller autocancellin
autocandid autocandida autocandidast autocandider autocandidin
autocelebr autocelebra autocelebrast autocelebrer autocelebrin
autocensur autocensura autocensurast autocensurer autocensurin
autocertific autocertif autocertifica autocertificast autocertificher autocertifichin
autocit autoc autocita autocitast autociter autocitin
autocolonizz autocolonizza autocolonizzast autocolonizzer autocolonizzin
autocommiser autocommis autocommiserast autocommiserer autocommiserin
autocompat autocomp autocompatent autocompatir autocompatiss autocompatissim
autocompiac autocompiacent autocompiacer autocompiacess autocompiacessim autocompiacest autocompiacqu autocompiacquer
autoconsegn autoconsegna autoconsegnast autoconsegner autoconsegnin
autocontroll autocontrolla autocontrollast autocontroller autocontrollin
autoconvinc autoconvincent autoconvincer autoconvincess autoconvincessim autoconvincest autoconvins autoconvinser
autocorregg autocorr autocorreggent autocorregger autocorreggess autocorreggessim autocorreggest autocorress autocorrett
autocostitu autocostituent autocostitui autocostituiam autocostituir autocostituiss autocostituissim
autocostru autocostruent autocostrui autocostruiam autocostruir autocostruiss autocostruissim
autocritic autocrit autocritica autocriticast autocriticher autocritichin
autodefin autodefinent autodefinir autodefiniss autodefinissim
autodenomin autodenomina autodenominast autodenominer autodenominin
autodenunc autodenuncer autodenuncia autodenunciast autodenuncin
autodestitu autodestituent autodestitui autodestituiam autodestituir autodestituiss autodestituissim
autodetermin autodetermina autodeterminast autodeterminer autodeterminin
autodiagnostic autodiagnost autodiagnostica autodiagnosticast autodiagnosticher autodiagnostichin
autodichiar autodichiara autodichiarast autodichiarer autodichiarin
autodifend autodif autodifendent autodifender autodifendess autodifendessim autodifendest autodifes autodifeser
autodirig autodir autodiress autodirett autodirige autodirigent autodiriger autodirigess autodirigessim autodirigest
autodistrugg autodistruggent autodistrugger autodistruggess autodistruggessim autodistruggest autodistruss autodistrusser autodistrutt
autoelimin autoelimina autoeliminast autoeliminer autoeliminin
autoemargin autoemargina autoemarginast autoemarginer autoemarginin
autoemend autoem autoemenda autoemendast autoemender autoemendin
autoentusiasm autoentusiasma autoentusiasmast autoentusiasmer autoentusiasmin
autoerig autoer autoeress autoerett autoerigent autoeriger autoerigess autoerigessim autoerigest
autoesclud autoescludent autoescluder autoescludess autoescludessim autoescludest autoesclus autoescluser
autoesil autoesilia autoesiliast autoesilier autoesilin
autofinanz autofinanzia autofinanziast autofinanzier autofinanzin
autoflagell autoflagella autoflagellast autoflageller autoflagellin
autogener autogen autogenerast autogenerer autogenerin
autogest autogestent autogestir autogestiss autogestissim
autogiudic autogiud autogiudica autogiudicast autogiudicher autogiudichin
autoimmatricol autoimmatricola autoimmatricolast autoimmatricoler autoimmatricolin
autoimpost autoimposta autoimpostast autoimposter autoimpostin
autoimprigion autoimprig autoimprigiona autoimprigionast autoimprigioner autoimprigionin
autoincend autoinc autoincendia autoincendiast autoincendier autoincendin
autoincolp autoincolpa autoincolpast autoincolper autoincolpin
autoincoron autoincor autoincorona autoincoronast autoincoroner autoincoronin
autoinfligg autoinfl autoinfliggent autoinfligger autoinfliggess autoinfliggessim autoinfliggest autoinfliss autoinflitt
autoingann autoinganna autoingannast autoinganner autoingannin
autoinorgogl autoinorgoglient autoinorgoglir autoinorgogliss autoinorgoglissim
autoinstall autoinstalla autoinstallast autoinstaller autoinstallin
autointerrog autointerroga autointerrogast autointerrogher autointerroghin
autoironizz autoironizza autoironizzast autoironizzer autoironizzin
autoisol autoisola autoisolast autoisoler autoisolin
autolav autol autolava autolavast autolaver autolavin
autolesion autoles autolesiona autolesionast autolesioner autolesionin
autolimit autolim autolimita autolimitast autolimiter autolimitin
autoliquid autoliquida autoliquidast autoliquider autoliquidin
automatizz automatizza automatizzast automatizzer automatizzin
autonomin autonomina autonominast autonominer autonominin
autonomizz autonomizza autonomizzast autonomizzer autonomizzin
autoproclam autoproclama autoproclamast autoproclamer autoproclamin
autoprodurr autoprodott autoproduc autoproducent autoproducess autoproducessim autoproducest autoprodurra autoprodurrann autoprodurre autoprodurrebb autoprodurrebber autoprodurrem autoprodurrest autoproduss autoprodusser
autopromuov autopromoss autopromosser autopromuovent autopromuover autopromuovess autopromuovessim autopromuovest
autoproporr autoprop autopropon autoproponent autoproponess autoproponessim autoproponest autopropong autoproporra autoproporrann autoproporre autoproporrebb autoproporrebber autoproporrem autoproporrest autoproposer autopropost
autopul autopulent autopulir autopuliss autopulissim
autoqualific autoqualif autoqualifica autoqualificast autoqualificher autoqualifichin
autoraccont autoracconta autoraccontast autoracconter autoraccontin
autoraffigur autoraffigura autoraffigurast autoraffigurer autoraffigurin
autorappresent autorappresenta autorappresentast autorappresenter autorappresentin
autoredim autored autoredens autoredenser autoredent autoredimer autoredimess autoredimessim autoredimest
autoregol autoregola autoregolast autoregoler autoregolin
autoregolament autoregolamenta autoregolamentast autoregolamenter autoregolamentin
autoreplic autorepl autoreplica autoreplicast autoreplicher autoreplichin
autoridurr autoridott autoriduc autoriducent autoriducess autoriducessim autoriducest autoridurra autoridurrann autoridurre autoridurrebb autoridurrebber autoridurrem autoridurrest autoriduss autoridusser
autoriform autoriforma autoriformast autoriformer autoriformin
autoriprodurr autoriprodott autoriproduc autoriproducent autoriproducess autoriproducessim autoriproducest autoriprodurra autoriprodurrann autoriprodurre autoriprodurrebb autoriprodurrebber autoriprodurrem autoriprodurrest autoriproduss autoriprodusser
autoritrasmett autoritrasmess autoritrasmettent autoritrasmetter autoritrasmettess autoritrasmettessim autoritrasmettest autoritrasmis autoritrasmiser
autorizz autorizza autorizzast autorizzer autorizzin
autorottam autorottama autorottamast autorottamer autorottamin
autorovin autorovina autorovinast autoroviner autorovinin
autosciogl autoscioglient autoscioglier autosciogliess autosciogliessim autosciogliest autosciolg autosciols autosciolser autosciolt
autosegreg autosegrega autosegregast autosegregher autosegreghin
autoseppell autoseppellent autoseppellir autoseppelliss autoseppellissim
autosigill autosigilla autosigillast autosigiller autosigillin
autosment autosmentent autosmentir autosmentiss autosmentissim
autosospend autososp autosospendent autosospender autosospendess autosospendessim autosospendest autosospes autosospeser
autososten autosostenent autososteness autosostenessim autosostenest autososteng autosostenn autosostenner autososterr autososterra autososterrann autososterre autososterrebb autososterrebber autososterrem autososterrest autosostien
autosped autospedent autospedir autospediss autospedissim
autospend autosp autospendent autospender autospendess autospendessim autospendest autospes autospeser
autospernacc autospernacchia autospernacchiast autospernacchier autospernacchin
autostimol autostimola autostimolast autostimoler autostimolin
autostrangol autostrangola autostrangolast autostrangoler autostrangolin
autotass autot autotassa autotassast autotasser autotassin
autotutel autotutela autotutelast autotuteler autotutelin
autovalut autoval autovaluta autovalutast autovaluter autovalutin
avall avalla avallast avaller avallin
avanz avanza avanzast avanzer avanzin
avar avaria avariast avarier avarin
avell avellent aveller avelless avellessim avellest avels avelser avelt
avval avvaless avvalessim avvalest avvalg avvals avvalser avvarr avvarra avvarrann avvarre avvarrebb avvarrebber avvarrem avvarrest
avvall avvalla avvallast avvaller avvallin
avvalor avvalora avvalorast avvalorer avvalorin
avvamp avvampa avvampast avvamper avvampin
avvantagg avvantagger avvantaggia avvantaggiast avvantaggin
avved avvedess avvedessim avvedest avvedr avvedra avvedrann avvedre avvedrebb avvedrebber avvedrem avvedrest avvid avvider
avvelen avvelena avvelenast avvelener avvelenin
avven avvenent avveng avveniss avvenissim avvenn avvenner avverr avverra avverrann avverre avverrebb avverrebber avverrem avverrest avvien
avvent avventa avventast avventer avventin
avventur avventura avventurast avventurer avventurin
avver avvera avverast avverer avverin
avvers avversa avversast avverser avversin
avvert avvertent avvertir avvertiss avvertissim
avvezz avvezza avvezzast avvezzer avvezzin
avvi avvia avviam avviant avviast avvier avviin
avvicend avvic avvicenda avvicendast avvicender avvicendin
avvicin avvicina avvicinast avviciner avvicinin
avvil avvilent avvilir avviliss avvilissim
avvilupp avviluppa avviluppast avvilupper avviluppin
avvinc avvincent avvincer avvincess avvincessim avvincest avvins avvinser avvint
avving avvinghia avvinghiast avvinghier avvinghin
avvis avvisa avvisast avviser avvisin
avvist avvista avvistast avvister avvistin
avvit avvita avvitast avviter avvitin
avviticc avviticchia avviticchiast avviticchier avviticchin
avviv avviva avvivast avviver avvivin
avvizz avvizzent avvizzir avvizziss avvizzissim
avvolg avvolgent avvolger avvolgess avvolgessim avvolgest avvols avvolser avvolt
azion aziona azionast azioner azionin
azzann azzanna azzannast azzanner azzannin
azzard azzarda azzardast azzarder azzardin
azzecc azzecca azzeccast azzeccher azzecchin
azzer azzera azzerast azzerer azzerin
azzim azzima azzimast azzimer azzimin
azzitt azzittent azzittir azzittiss azzittissim
azzopp azzoppa azzoppast azzopper azzoppin
azzuff azzuffa azzuffast azzuffer azzuffin
azzurr azzurra azzurrast azzurrer azzurrin
bac baca bacant bacast bacer bach bacher bachin bacia baciant baciast bacin
bacc bacchia bacchiant bacchiast bacchier bacchin
baccagl baccaglia baccagliast baccaglier baccaglin
bacchett bacchetta bacchettast bacchetter bacchettin
bad bada badant badast bader badin
bagn bagna bagnant bagnast bagner bagnin
balbett balbetta balbettast balbetter balbettin
balbut balbutent balbutir balbutiss balbutissim
balen balena balenast balener balenin
balestr balestra balestrast balestrer balestrin
ball balla ballant ballast baller ballin
ballonzol ballonzola ballonzolast ballonzoler ballonzolin
ballott ballotta ballottast ballotter ballottin
balocc balocca baloccast baloccher balocchin
balugin balugina baluginast baluginer baluginin
balz balza balzant balzast balzer balzin
balzell balzella balzellast balzeller balzellin
bambinegg bambinegger bambineggia bambineggiast bambineggin
bambolegg bambolegger bamboleggia bamboleggiast bamboleggin
banalizz banalizza banalizzast banalizzer banalizzin
banchett banchetta banchettast banchetter banchettin
band bandent bandir bandiss bandissim bandist banditor
bar bara barant barast barer barin
baratt baratta barattast baratter barattin
barbugl barbuglia barbugliast barbuglier barbuglin
barcamen barcamena barcamenast barcamener barcamenin
barcoll barcolla barcollast barcoller barcollin
bard barda bardant bardast barder bardin
barell barella barellast bareller barellin
barr barra barrant barrast barrent barrer barrin barrir barriss barrissim barrist
barric barrica barricast barricher barrichin
baruff baruffa baruffast baruffer baruffin
bas basa basant basast basent baser basin basir basiss basissim basist
bascul bascula basculast basculer basculin
bast basta bastant bastast baster bastin
baston bastona bastonast bastoner bastonin
batt batte battent batter battess battessim battest
battezz battezza battezzast battezzer battezzin
bazzic bazzica bazzicast bazzicher bazzichin
bear bea beamm bean beandos beant bears beass beasser beassim beast beat beav beavam beer beera beerann beere beerebb beerebber beerem beerest bei beiam bein beo
beatific beatif beatifica beatificast beatificher beatifichin
becc becca beccant beccast beccher becchin
becchegg becchegger beccheggia beccheggiast beccheggin
becchett becchetta becchettast becchetter becchettin
beff beffa beffant beffast beffer beffin
beffegg beffegger beffeggia beffeggiast beffeggin
bel bela belant belast beler belin
bend benda bendant bendast bender bendin
bened benedett benedic benedicent benedicess benedicessim benedicest benedir benediss benedizion
benefic benefica beneficast beneficer beneficher benefichin beneficia beneficiast beneficin
benvol benvogl benvolent benvoless benvolessim benvolest benvoll benvoller benvorr benvorra benvorrann benvorre benvorrebb benvorrebber benvorrem benvorrest benvuo benvuol
ber berr berra berrann berre berrebb berrebber berrem berrest bert bev bevent bevess bevessim bevest bevv bevver
berc bercer bercia berciant berciast bercin
bersagl bersaglia bersagliast bersaglier bersaglin
bestemm bestemmia bestemmiast bestemmier bestemmin
bevicc bevicchia bevicchiast bevicchier bevicchin
bianc bianchent bianchir bianchiss bianchissim bianchist
bianchegg bianchegger biancheggia biancheggiast biancheggin
biasc biascer biascia biasciant biasciast biascin
biascic biascica biascicast biascicher biascichin
biasim biasima biasimast biasimer biasimin
bidon bid bidona bidonast bidoner bidonin
biff biffa biffant biffast biffer biffin
biforc biforca biforcast biforcher biforchin
big biger bigia bigiant bigiast bigin
bighellon bighell bighellona bighellonast bighelloner bighellonin
bilanc bilancer bilancia bilanciast bilancin
bipart bipartent bipartir bipartiss bipartissim
bisbigl bisbiglia bisbigliast bisbiglier bisbiglin
bisbocc bisboccer bisboccia bisbocciast bisboccin
biscott biscotta biscottast biscotter biscottin
bisogn bisogna bisognast bisogner bisognin
biss bissa bissant bissast bisser bissin
bisticc bisticcer bisticcia bisticciast bisticcin
bistr bistra bistrant bistrast bistrer bistrin
bistratt bistratta bistrattast bistratter bistrattin
bitum bituma bitumast bitumer bitumin
bivacc bivacca bivaccast bivaccher bivacchin
bland blandent blandir blandiss blandissim blandist
blason blasona blasonast blasoner blasonin
blater blat blaterast blaterer blaterin
blind blinda blindant blindast blinder blindin
blocc blocca bloccant bloccast bloccher blocchin
bluff bluffa bluffant bluffast bluffer bluffin
bocc boccer boccia bocciant bocciast boccin
bocchegg bocchegger boccheggia boccheggiast boccheggin
bofonc bofonchia bofonchiast bofonchier bofonchin
boicott boicotta boicottast boicotter boicottin
boll bolla bollant bollast bollent boller bollin bollir bolliss bollissim bollist bollitor
bolscevizz bolscevizza bolscevizzast bolscevizzer bolscevizzin
bomb bomba bombant bombast bomber bombin
bombard bombarda bombardast bombarder bombardin
bonific bonif bonifica bonificast bonificher bonifichin
bor boria boriant boriast borier borin
borbott borbotta borbottast borbotter borbottin
bord borda bordant bordast border bordin
bordegg bordegger bordeggia bordeggiast bordeggin
borr borra borrant borrast borrer borrin
borsegg borsegger borseggia borseggiast borseggin
box boxa boxant boxast boxer boxin
bracc bracca braccant braccast braccher bracchin
bram brama bramant bramast brament bramer bramin bramir bramiss bramissim bramist
brancic brancica brancicast brancicher brancichin
brancol brancola brancolast brancoler brancolin
brand brandent brandir brandiss brandissim brandist
brandegg brandegger brandeggia brandeggiast brandeggin
bras brasa brasant brasast braser brasin
brevett brevetta brevettast brevetter brevettin
brig briga brigant brigast brigher brighin
brill brilla brillast briller brillin
brillant brillanta brillantast brillanter brillantin
brin brina brinant brinast briner brinin
brind brinda brindant brindast brinder brindin
brogl broglia brogliant brogliast broglier broglin
brontol brontola brontolast brontoler brontolin
bronz bronza bronzant bronzast bronzer bronzin
bruc bruca brucant brucast brucer brucher bruchin brucia bruciant bruciast bruciator brucin
bruciacc bruciacchia bruciacchiast bruciacchier bruciacchin
brulic brulica brulicast brulicher brulichin
brun brunent brunir bruniss brunissim brunist
bruschin bruschina bruschinast bruschiner bruschinin
brutalizz brutalizza brutalizzast brutalizzer brutalizzin
brutt brutta bruttant bruttast brutter bruttin
bubbol bubbola bubbolast bubboler bubbolin
buc buca bucant bucast bucher buchin
bucherell bucherella bucherellast buchereller bucherellin
buff buffa buffant buffast buffer buffin
buffonegg buffonegger buffoneggia buffoneggiast buffoneggin
bugger bugg buggerast buggerer buggerin
bugn bugna bugnant bugnast bugner bugnin
bulin bulina bulinast buliner bulinin
bullon bullona bullonast bulloner bullonin
buratt buratta burattast buratter burattin
burl burla burlant burlast burler burlin
burocratizz burocratizza burocratizzast burocratizzer burocratizzin
busc busca buscant buscast buschin
buscher buscherast buscherer buscherin
buss bussa bussant bussast busser bussin
butt butta buttant buttast butter buttin
bypass bypassa bypassant bypassast bypasser bypassin
cabl cabla cablant cablast cabler cablin
cabot cabota cabotast caboter cabotin
cabr cabra cabrant cabrast cabrer cabrin
cac cacant cacast cach cacher cachin
cacc caccer caccia cacciant cacciast cacciator cacciatric caccin
cad cadd cadder cadent cadess cadessim cadest cadr cadra cadrann cadre cadrebb cadrebber cadrem cadrest
cadenz cadenza cadenzast cadenzer cadenzin
cag caga cagant cagast cagh cagher caghin
cagion cagiona cagionast cagioner cagionin
cagl caglia cagliant cagliast caglier caglin
cal cala calant calast cale calent caler calerebber caless calessim calest calin
calafat calaf calafata calafatast calafater calafatin
calamit calam calamita calamitast calamiter calamitin
calandr calandra calandrast calandrer calandrin
calc calca calcant calcast calcer calcher calchin calcia calciant calciast calciator calciatric
calcific calcif calcifica calcificast calcificher calcifichin
calcin calcina calcinast calciner calcinin
calcol calcola calcolast calcoler calcolin
caldegg caldegger caldeggia caldeggiast caldeggin
calendarizz calendarizza calendarizzast calendarizzer calendarizzin
calett caletta calettast caletter calettin
calibr calibra calibrast calibrer calibrin
calm calma calmant calmast calmer calmin
calmier calmierast calmierer calmierin
calpest calpesta calpestast calpester calpestin
calunn calunnia calunniast calunnier calunnin
calz calza calzant calzast calzer calzin
camb cambia cambiant cambiast cambier cambin
cammin cammina camminast camminer camminin
camp campa campant campast campent camper campin campir campiss campissim campist
campegg campegger campeggia campeggiast campeggin
campicc campicchia campicchiast campicchier campicchin
campion campiona campionast campioner campionin
camuff camuffa camuffast camuffer camuffin
canalizz canalizza canalizzast canalizzer canalizzin
cancell cancella cancellast canceller cancellin
cand candent candir candiss candissim candist
candegg candegger candeggia candeggiast candeggin
candid candida candidast candider candidin
cang canger cangia cangiant cangiast cangin
cannibalizz cannibalizza cannibalizzast cannibalizzer cannibalizzin
cannonegg cannonegger cannoneggia cannoneggiast cannoneggin
canonizz canonizza canonizzast canonizzer canonizzin
cant canta cantant cantast cantatric canter cantin
canterell canterella canterellast cantereller canterellin
canticc canticchia canticchiast canticchier canticchin
cantilen cantilena cantilenast cantilener cantilenin
canzon canz canzona canzonast canzoner canzonin
cap cape caper capess capessim capest capir capiss capissim capist
capacit capac capacita capacitast capaciter capacitin
capegg capegger capeggia capeggiast capeggin
capit capita capitast capiter capitin
capitalizz capitalizza capitalizzast capitalizzer capitalizzin
capitan capitana capitanast capitaner capitanin
capitol capitola capitolast capitoler capitolin
capitombol capitombola capitombolast capitomboler capitombolin
capot capota capotast capoter capotin
capott capotta capottast capotter capottin
capovolg capovolgent capovolger capovolgess capovolgessim capovolgest capovols capovolser capovolt
cappon cappona capponast capponer capponin
cappott cappotta cappottast cappotter cappottin
capt capta captant captast capter captin
car caria cariant cariast carier carin
caracoll caracolla caracollast caracoller caracollin
carambol carambola carambolast caramboler carambolin
caramell caramella caramellast carameller caramellin
carat carata caratast carater caratin
caratterizz caratterizza caratterizzast caratterizzer caratterizzin
carbonizz carbonizza carbonizzast carbonizzer carbonizzin
carbur carbura carburast carburer carburin
carcer carcerast carcerer carcerin
card carda cardant cardast carder cardin
caren carena carenast carener carenin
carezz carezza carezzast carezzer carezzin
caric carica caricast caricher carichin
carot carota carotast caroter carotin
carp carpent carpir carpiss carpissim carpist
carregg carregger carreggia carreggiast carreggin
carrell carrella carrellast carreller carrellin
carrozz carrozza carrozzast carrozzer carrozzin
carrucol carrucola carrucolast carrucoler carrucolin
cartol cartola cartolast cartoler cartolin
carton cartona cartonast cartoner cartonin
casc casca cascant cascast cascator cascher caschin
cass cassa cassant cassast cassazion casser cassin
castig castiga castigast castigher castighin
castr castra castrant castrast castrazion castrer castrin
catalizz catalizza catalizzast catalizzer catalizzin
catalog cataloga catalogast catalogher cataloghin
catapult catapulta catapultast catapulter catapultin
catechizz catechizza catechizzast catechizzer catechizzin
cateterizz cateterizza cateterizzast cateterizzer cateterizzin
catram catrama catramast catramer catramin
cattiv catt cattiva cattivast cattiver cattivin
cattur cattura catturast catturer catturin
caus causa causant causast causer causin
cautel cautela cautelast cauteler cautelin
cauterizz cauterizza cauterizzast cauterizzer cauterizzin
cauzion cauz cauziona cauzionast cauzioner cauzionin
cav cava cavandosel cavant cavast cavator caver cavin
cavalc cavalca cavalcast cavalcher cavalchin
cavill cavilla cavillast caviller cavillin
cazzegg cazzegger cazzeggia cazzeggiast cazzeggin
cazzott cazzotta cazzottast cazzotter cazzottin
ced cedent ceder cedess cedessim cedest cedett cedetter
cel cela celant celast celer celin
celebr celebra celebrast celebrer celebrin
cement cementa cementast cementer cementin
cementific cementif cementifica cementificast cementificher cementifichin
cen cena cenant cenast cener cenin
cens censent censir censiss censissim censist
censur censura censurast censurer censurin
centellin centellina centellinast centelliner centellinin
centimetr centimetra centimetrast centimetrer centimetrin
centin centina centinast centiner centinin
centr centra centrant centrast centrer centrin
centralizz centralizza centralizzast centralizzer centralizzin
centrifug centrifuga centrifugast centrifugher centrifughin
centuplic centupl centuplica centuplicast centuplicher centuplichin
cer cera cerant cerast cerer cerin
cerc cerca cercant cercast cercator cercher cerchia cerchiant cerchiast cerchier cerchin
cern cerne cernent cerner cerness cernessim cernest cret
certific certif certifica certificast certificher certifichin
cesell cesella cesellast ceseller cesellin
cess cessa cessant cessast cessazion cesser cessin
cest cestent cestir cestiss cestissim cestist
cestin cestina cestinast cestiner cestinin
chatt chatta chattant chattast chatter chattin
cheratinizz cheratinizza cheratinizzast cheratinizzer cheratinizzin
chet cheta chetant chetast cheter chetin
chiacchier chiacc chiacchierast chiacchierer chiacchierin
chiam chiama chiamant chiamast chiamer chiamin
chiapp chiappa chiappant chiappast chiapper chiappin
chiar chiarent chiarir chiariss chiarissim chiarist
chiarific chiarif chiarifica chiarificast chiarificher chiarifichin
chiaroscur chiaroscura chiaroscurast chiaroscurer chiaroscurin
chiav chi chiava chiavant chiavast chiaver chiavin
chiazz chiazza chiazzant chiazzast chiazzer chiazzin
chied chiedent chieder chiedess chiedessim chiedest chies chieser chiest
chin china chinant chinast chiner chinin
chiocc chioccer chioccia chiocciant chiocciast chioccin
chioccol chioccola chioccolast chioccoler chioccolin
chiod chioda chiodant chiodast chioder chiodin
chios chiosa chiosant chiosast chioser chiosin
chiud chiudent chiuder chiudess chiudessim chiudest chius chiuser
chocc chocca choccant choccast choccher chocchin
ciabatt ciabatta ciabattast ciabatter ciabattin
ciampic ciampica ciampicast ciampicher ciampichin
cianc ciancer ciancia cianciant cianciast ciancin
ciancic ciancica ciancicast ciancicher ciancichin
cianfrugl cianfruglia cianfrugliast cianfruglier cianfruglin
ciangott ciangotta ciangottast ciangotter ciangottin
ciarl ciarla ciarlant ciarlast ciarler ciarlin
cib ciba cibant cibast ciber cibin
cical cicala cicalast cicaler cicalin
cicatrizz cicatrizza cicatrizzast cicatrizzer cicatrizzin
cicc cicca ciccant ciccast ciccher cicchin
ciclostil ciclostila ciclostilast ciclostiler ciclostilin
cifr cifra cifrant cifrast cifrer cifrin
cigol cigola cigolast cigoler cigolin
cilindr cilindra cilindrast cilindrer cilindrin
cim cima cimant cimast cimer cimin
ciment cimenta cimentast cimenter cimentin
cincisc cincischia cincischiast cincischier cincischin
cinematograf cinematografa cinematografast cinematografer cinematografin
cing cingent cinger cingess cingessim cingest cinghia cinghiant cinghiast cinghier cinghin cins cinser
cinguett cinguetta cinguettast cinguetter cinguettin
cint cinta cintant cintast cinter cintin
cionc cionca cioncant cioncast cioncher cionchin
ciondol ciondola ciondolast ciondoler ciondolin
circol circola circolast circoler circolin
circoncid circoncident circoncider circoncidess circoncidessim circoncidest circoncis circonciser
circond circonda circondast circonder circondin
circonfond circonfondent circonfonder circonfondess circonfondessim circonfondest circonfus circonfuser
circonven circonvenent circonveng circonveniss circonvenissim circonvenn circonvenner circonverr circonverra circonverrann circonverre circonverrebb circonverrebber circonverrem circonverrest circonvien
circoscriv circoscr circoscriss circoscritt circoscrivent circoscriver circoscrivess circoscrivessim circoscrivest
circostanz circostanzia circostanziast circostanzier circostanzin
circu circuent circui circuiam circuir circuiss circuissim circuist
circumnavig circumnaviga circumnavigast circumnavigher circumnavighin
cit cita citant citast citazion citer citin
citofon citof citofona citofonast citofoner citofonin
ciucc ciuccer ciuccia ciucciant ciucciast ciuccin
ciurl ciurla ciurlant ciurlast ciurler ciurlin
ciurm ciurma ciurmant ciurmast ciurmer ciurmin
civett civetta civettast civetter civettin
civilizz civilizza civilizzast civilizzer civilizzin
classichegg classichegger classicheggia classicheggiast classicheggin
classific classif classifica classificast classificher classifichin
claudic claudica claudicast claudicher claudichin
clicc clicca cliccant cliccast cliccher clicchin
climatizz climatizza climatizzast climatizzer climatizzin
clon clona clonant clonast clonazion cloner clonin
cloroformizz cloroformizza cloroformizzast cloroformizzer cloroformizzin
clorur clorura clorurast clorurer clorurin
coabit coab coabita coabitast coabiter coabitin
coadiuv coadiuva coadiuvast coadiuver coadiuvin
coagul coagula coagulast coaguler coagulin
coalizz coalizza coalizzast coalizzer coalizzin
coart coarta coartant coartast coarter coartin
coccol coccola coccolast coccoler coccolin
codific codif codifica codificast codificher codifichin
coesist coesistent coesister coesistess coesistessim coesistest coesistett coesistetter
cofinanz cofinanzia cofinanziast cofinanzier cofinanzin
cofirm cofirma cofirmast cofirmer cofirmin
cofond cofonda cofondast cofonder cofondin
cogest cogestent cogestir cogestiss cogestissim
cogl coglient coglier cogliess cogliessim cogliest colg cols colser
coglionegg coglionegger coglioneggia coglioneggiast coglioneggin
coibent coibenta coibentast coibenter coibentin
coincid coincident coincider coincidess coincidessim coincidest coincis coinciser
cointeress cointer cointeressa cointeressast cointeresser cointeressin
cointest cointesta cointestast cointester cointestin
coinvolg coinvolgent coinvolger coinvolgess coinvolgessim coinvolgest coinvols coinvolser coinvolt
col cola colant colast colazion coler colin
coll colla collant collast coller collin
collabor collabora collaborast collaborer collaborin
collass collassa collassast collasser collassin
collaud collauda collaudast collauder collaudin
collazion collaz collaziona collazionast collazioner collazionin
colleg collega collegast collegher colleghin
collettivizz collettivizza collettivizzast collettivizzer collettivizzin
collezion collez colleziona collezionast collezioner collezionin
collid collide collident collider collidess collidessim collidest collis
collim collima collimast collimer collimin
colloc colloca collocast collocher collochin
colloqu colloquia colloquiast colloquier colloquin
collud colludent colluder colludess colludessim colludest collus colluser
collutt collutta colluttast collutter colluttin
colm colma colmant colmast colmer colmin
colonizz colonizza colonizzast colonizzer colonizzin
colonn colonna colonnast colonner colonnin
color colora colorast colorent colorer colorin colorir coloriss colorissim
colp colpent colpir colpiss colpissim colpist
colpevolizz colpevolizza colpevolizzast colpevolizzer colpevolizzin
coltiv coltiva coltivast coltiver coltivin
comand comanda comandast comander comandin
combac combacer combacia combaciast combacin
combatt combatte combattent combatter combattess combattessim combattest
combin combina combinast combiner combinin
comicizz comicizza comicizzast comicizzer comicizzin
cominc comincer comincia cominciast comincin
commemor commemora commemorast commemorer commemorin
commend commenda commendast commender commendin
commensur commensura commensurast commensurer commensurin
comment commenta commentast commenter commentin
commerc commercer commercia commerciast commercin
commercializz commercializza commercializzast commercializzer commercializzin
commett commess commettent commetter commettess commettessim commettest
commin commina comminast comminer comminin
commiser commiserast commiserer commiserin
commissar commissaria commissariast commissarier commissarin
commission commiss commissiona commissionast commissioner commissionin
commisur commisura commisurast commisurer commisurin
commuov commoss commosser commuovent commuover commuovess commuovessim commuovest
commut commuta commutast commuter commutin
comod comoda comodast comoder comodin
comp compent compie compient compier compiess compiessim compiest compir compiss compissim compist
compagin compagina compaginast compaginer compaginin
compar compai compara comparast comparent comparer comparin comparir compariss comparissim compars comparv comparver
compartecip compartecipa compartecipast comparteciper compartecipin
compartiment compart compartimenta compartimentast compartimenter compartimentin
compass compassa compassast compasser compassin
compassion compassiona compassionast compassioner compassionin
compat compatent compatir compatiss compatissim
compatt compatta compattast compatter compattin
compend compendia compendiast compendier compendin
compenetr compenetra compenetrast compenetrer compenetrin
compens compensa compensast compenser compensin
comper comperast comperer comperin
compet compete competent competer competess competessim competest
compiac compiacc compiacent compiacer compiacess compiacessim compiacest compiacqu compiacquer
compiang compiangent compianger compiangess compiangessim compiangest compians compianser compiant
compil compila compilast compiler compilin
compit compita compitast compiter compitin
complet completa completast completer completin
complic complica complicast complicher complichin
compliment compl complimenta complimentast complimenter complimentin
complott complotta complottast complotter complottin
comporr compon component componess componessim componest compong comporra comporrann comporre comporrebb comporrebber comporrem comporrest compos composer compost
comport comporta comportast comporter comportin
compr compra comprant comprast comprator comprer comprin
compravend comprav compravendent compravender compravendess compravendessim compravendest compravendett compravendetter
comprend comprendent comprender comprendess comprendessim comprendest compres compreser
comprim compress compriment comprimer comprimess comprimessim comprimest
compromett compromess compromettent comprometter compromettess compromettessim compromettest compromis compromiser
comprov comprova comprovast comprover comprovin
compuls compulsa compulsast compulser compulsin
compung compungent compunger compungess compungessim compungest compuns compunser compunt
comput computa computast computer computin
computerizz computerizza computerizzast computerizzer computerizzin
comunic comun comunica comunicast comunicher comunichin
comunistizz comunistizza comunistizzast comunistizzer comunistizzin
comunitarizz comunitarizza comunitarizzast comunitarizzer comunitarizzin
con conia coniant coniast conier conin
conc concer concia conciant conciast concin
concaten concatena concatenast concatener concatenin
conced concedent conceder concedess concedessim concedest concess
concentr concentra concentrast concentrer concentrin
concep concepent concepir concepiss concepissim
concern concerne concernent concerner concerness concernessim concernest
concert concerta concertast concerter concertin
conchiud conchiudent conchiuder conchiudess conchiudessim conchiudest conchius conchiuser
concil concilia conciliast concilier concilin
concim concima concimast concimer concimin
concion conciona concionast concioner concionin
concit concita concitast conciter concitin
conclam conclama conclamast conclamer conclamin
conclud concludent concluder concludess concludessim concludest conclus concluser
concord concorda concordast concorder concordin
concorr concorrent concorrer concorress concorressim concorrest concors concorser
concret concreta concretast concreter concretin
concretizz concretizza concretizzast concretizzer concretizzin
conculc conculca conculcast conculcher conculchin
concup concupent concupir concupiss concupissim
cond condent condir condiss condissim condist
condann condanna condannast condanner condannin
condens condensa condensast condenser condensin
condiscend condisc condiscendent condiscender condiscendess condiscendessim condiscendest condisces condisceser
condivid condivident condivider condividess condividessim condividest condivis condiviser
condizion condiz condiziona condizionast condizioner condizionin
condol condole condolent condoler condoless condolessim condolest condols
condon condona condonast condoner condonin
condurr condott conduc conducent conducess conducessim conducest condurra condurrann condurre condurrebb condurrebber condurrem condurrest condurvel conduss condusser
conf confa confac confacc confacent confacess confacessim confacest confann confar confara confarann confare confarebb confarebber confarem confarest confatt confec confecer
confabul confabula confabulast confabuler confabulin
confeder confed confederast confederer confederin
confer conferent conferir conferiss conferissim
conferm conferma confermast confermer confermin
confess confessa confessast confesser confessin
confett confetta confettast confetter confettin
confezion confez confeziona confezionast confezioner confezionin
conficc conficca conficcast conficcher conficchin
confid confida confidast confider confidin
configg configgent configger configgess configgessim configgest confiss confitt
configur configura configurast configurer configurin
confin confina confinast confiner confinin
confisc confisca confiscast confischer confischin
conflagr conflagra conflagrast conflagrer conflagrin
confligg confl confliggent confligger confliggess confliggessim confliggest confliss conflitt
conflu confluent conflui confluiam confluir confluiss confluissim confluist
confond confondent confonder confondess confondessim confondest confus confuser
conform conforma conformast conformer conformin
confort conforta confortast conforter confortin
confric confrica confricast confricher confrichin
confront confronta confrontast confronter confrontin
confut confuta confutast confuter confutin
conged congeda congedast congeder congedin
congegn congegna congegnast congegner congegnin
congel congela congelast congeler congelin
congen congene congenent congener congeness congenessim congenest congeng
congestion congest congestiona congestionast congestioner congestionin
congettur congettura congetturast congetturer congetturin
congiung congiungent congiunger congiungess congiungessim congiungest congiuns congiunser congiunt
congiur congiura congiurast congiurer congiurin
conglob congloba conglobast conglober conglobin
conglomer conglom conglomerast conglomerer conglomerin
congratul congratula congratulast congratuler congratulin
congreg congrega congregast congregher congreghin
conguagl conguaglia conguagliast conguaglier conguaglin
coniug coniuga coniugast coniugher coniughin
connatur connatura connaturast connaturer connaturin
connett conness connette connettent connetter connettess connettessim connettest
connot connota connotast connoter connotin
conosc conobb conobber conoscent conoscer conoscess conoscessim conoscest
conquid conquide conquident conquider conquidess conquidessim conquidest conquis conquiser
conquist conquista conquistast conquister conquistin
consacr consacra consacrast consacrer consacrin
consegn consegna consegnast consegner consegnin
consegu conseguent consegui conseguiam conseguir conseguiss conseguissim
consent consentir consentiss consentissim consenzient
conserv conserva conservast conserver conservin
consider consid considerast considerer considerin
consigl consiglia consigliast consiglier consiglin
consist consistent consister consistess consistessim consistest consistett consistetter
consoc consocer consocia consociast consocin
consol consola consolast consoler consolin
consolid consolida consolidast consolider consolidin
conson consona consonast consoner consonin
consorz consorzia consorziast consorzier consorzin
const consta constant constast conster constin
constat constata constatast constater constatin
consult consulta consultast consulter consultin
consum consuma consumast consume consument consumer consumeron consumess consumessim consumest consumin
cont conta contant contast contator conter contin
contabilizz contabilizza contabilizzast contabilizzer contabilizzin
contag contager contagia contagiast contagin
contamin contamina contaminast contaminer contaminin
contatt contatta contattast contatter contattin
contegg contegger conteggia conteggiast conteggin
contemper contemp contemperast contemperer contemperin
contempl contempla contemplast contempler contemplin
conten contenent conteness contenessim contenest conteng contenn contenner conterr conterra conterrann conterre conterrebb conterrebber conterrem conterrest contien
contend contendent contender contendess contendessim contendest contes conteser
content contenta contentast contenter contentin
contess contesse contessent contesser contessess contessessim contessest
contest contesta contestast contester contestin
contestualizz contestualizza contestualizzast contestualizzer contestualizzin
contingent contingenta contingentast contingenter contingentin
continu continua continuast continuer continui continuiam continuin
contitol contitola contitolast contitoler contitolin
contorc contorcent contorcer contorcess contorcessim contorcest contors contorser contort
contorn contorna contornast contorner contornin
contrabband contrabb contrabbanda contrabbandast contrabbander contrabbandin
contraccamb contraccambia contraccambiast contraccambier contraccambin
contradd contraddett contraddic contraddicent contraddicess contraddicessim contraddicest contraddir contraddiss contraddizion
contraddistingu contraddistinguent contraddistinguer contraddistinguess contraddistinguessim contraddistinguest contraddistingui contraddistinguiam contraddistins contraddistinser contraddistint
contraff contraffa contraffast contraffer contraffin
contrappes contrappesa contrappesast contrappeser contrappesin
contrapporr contrapp contrappon contrapponent contrapponess contrapponessim contrapponest contrappong contrapporra contrapporrann contrapporre contrapporrebb contrapporrebber contrapporrem contrapporrest contrapporv contrapposer contrappost
contrar contraria contrariast contrarier contrarin
contrarr contr contra contraent contraess contraessim contraest contragg contrai contraiam contrarra contrarrann contrarre contrarrebb contrarrebber contrarrem contrarrest
contrassegn contrassegna contrassegnast contrassegner contrassegnin
contrast contrasta contrastast contraster contrastin
contratt contratta contrattast contratter contrattin
contrattacc contrattacca contrattaccast contrattaccher contrattacchin
contravven contravvenent contravveng contravveniss contravvenissim contravvenn contravvenner contravverr contravverra contravverrann contravverre contravverrebb contravverrebber contravverrem contravverrest contravvien
contribu contribuent contribui contribuiam contribuir contribuiss contribuissim
contrist contrista contristast contrister contristin
controbatt controbatte controbattent controbatter controbattess controbattessim controbattest
controbilanc controbilancer controbilancia controbilanciast controbilancin
controfirm controf controfirma controfirmast controfirmer controfirmin
controindic controind controindica controindicast controindicher controindichin
controll controlla controllast controller controllin
controreplic controrepl controreplica controreplicast controreplicher controreplichin
controsterz controsterza controsterzast controsterzer controsterzin
controvert controv controverte controvertent controverter controvertess controvertessim controvertest
contund contundent contunder contundess contundessim contundest contus contuser
conturb conturba conturbast conturber conturbin
convalid convalida convalidast convalider convalidin
conven convenent conveng conveniss convenissim convenn convenner converr converra converrann converre converrebb converrebber converrem converrest convien
convenzion convenz convenziona convenzionast convenzioner convenzionin
converg convergent converger convergess convergessim convergest
convers conversa conversast conversin
convert convertent convertir convertiss convertissim convertitor
convinc convincent convincer convincess convincessim convincest convins convinser convint
convit convita convitast conviter convitin
conviv conviss convivent convivess convivessim convivest convivr convivra convivrann convivre convivrebb convivrebber convivrem convivrest
convoc convoca convocast convocher convochin
convogl convoglia convogliast convoglier convoglin
convol convola convolast convoler convolin
coonest coonesta coonestast coonester coonestin
cooper cooperast cooperer cooperin
coopt coopta cooptant cooptast cooptazion coopter cooptin
coordin coordina coordinast coordiner coordinin
cop copia copiant copiast copier copin
copr copert coprent coprir copriss coprissim coprist
coprodurr coprodott coproduc coproducent coproducess coproducessim coproducest coprodurra coprodurrann coprodurre coprodurrebb coprodurrebber coprodurrem coprodurrest coproduss coprodusser
corazz corazza corazzast corazzer corazzin
corbell corbella corbellast corbeller corbellin
coreograf coreografa coreografast coreografer coreografin
coric corica coricast coricher corichin
cornific cornif cornifica cornificast cornificher cornifichin
coron corona coronast coroner coronin
corr corrent correr corressim correst cors corser
corred correda corredast correder corredin
corregg correggent corregger correggess correggessim correggest corrett
correl correla correlast correler correlin
corrispond corrisp corrispondent corrisponder corrispondess corrispondessim corrispondest corrisposer corrispost
corriv corriva corrivast corriver corrivin
corrobor corrobora corroborast corroborer corroborin
corrod corrodent corroder corrodess corrodessim corrodest corros corroser
corromp corrompent corromper corrompess corrompessim corrompest corrott corrupp corrupper
corrucc corruccer corruccia corrucciast corruccin
corrug corruga corrugast corrugher corrughin
corrusc corrusca corruscast corruscher corruschin
cortegg cortegger corteggia corteggiast corteggin
coscriv coscr coscriss coscritt coscrivent coscriver coscrivess coscrivessim coscrivest
cosparg cospargent cosparger cospargess cospargessim cospargest cospars cosparser
cospir cospirast cospirer cospirin
cost costa costant costast coster costin
costat costata costatast costater costatin
costegg costegger costeggia costeggiast costeggin
costell costella costellast costeller costellin
costern costerna costernast costerner costernin
costip costipa costipast costiper costipin
costitu costituent costitui costituiam costituir costituiss costituissim
costring costrett costringent costringer costringess costringessim costringest costrins costrinser
costru costruent costrui costruiam costruir costruiss costruissim costruist costruzion
costum costuma costumast costumer costumin
coton cotona cotonast cotoner cotonin
cov cova covant covast cover covin
cozz cozza cozzant cozzast cozzer cozzin
cre crea creant creast creator creatric creazion creer crei creiam crein
cred credent creder credess credessim credest credett credetter
crem crema cremant cremast cremazion cremer cremin
crep crepa crepant crepast creper crepin
crepit crepita crepitast crepiter crepitin
cresc crebb crebber cresce crescent crescer crescess crescessim crescest
cresim cresima cresimast cresimer cresimin
cricc cricchia cricchiant cricchiast cricchier cricchin
criminalizz criminalizza criminalizzast criminalizzer criminalizzin
criocongel criocongela criocongelast criocongeler criocongelin
crioconserv criocons crioconserva crioconservast crioconserver crioconservin
cript cripta criptant criptast cripter criptin
cristalizz cristalizza cristalizzast cristalizzer cristalizzin
cristallizz cristallizza cristallizzast cristallizzer cristallizzin
cristianizz cristianizza cristianizzast cristianizzer cristianizzin
critic critica criticast criticher critichin
crivell crivella crivellast criveller crivellin
crocc crocchia crocchiant crocchiast crocchier crocchin
crocefigg crocef crocefiggent crocefigger crocefiggess crocefiggessim crocefiggest crocefiss
crocid crocida crocidast crocider crocidin
crocifigg crocif crocifiggent crocifigger crocifiggess crocifiggessim crocifiggest crocifiss
crogiol crogiola crogiolast crogioler crogiolin
crogiuol crogiuola crogiuolast crogiuoler crogiuolin
croll crolla crollant crollast croller crollin
crom croma cromant cromast cromer cromin
cronometr cronometra cronometrast cronometrer cronometrin
crosc croscer croscia crosciant crosciast croscin
cross crossa crossant crossast crosser crossin
crucc cruccer cruccia crucciant crucciast cruccin
cruschegg cruschegger cruscheggia cruscheggiast cruscheggin
cub cuba cubant cubast cuber cubin
cuc cucent cucir cuciss cucissim cucist
cucc cucca cuccant cuccast cuccer cuccher cucchin cuccia cucciant cucciast cuccin
cucin cucina cucinast cuciner cucinin
cull culla cullant cullast culler cullin
culmin culmina culminast culminer culminin
cumul cumula cumulast cumuler cumulin
cuoc cocent cott cuoce cuocer cuocess cuocessim cuocest
cur cura curant curast curator curatric curer curin
curios curiosa curiosast curioser curiosin
curv curva curvant curvast curver curvin
custod custodent custodir custodiss custodissim
damasc damasca damascast damascher
damaschin damaschina damaschinast damaschiner damaschinin
dann danna dannant dannast dannazion danner dannin
dannegg dannegger danneggia danneggiast danneggin
danz danza danzant danzast danzator danzatric danzer danzin
dar dandov dant dara darann dare darebb darebber darem darest darv dator dav davam dazion demm dess desser dessim dia diam dian diat died dieder
dardegg dardegger dardeggia dardeggiast dardeggin
dat data datant datast datazion dater datin
dattilograf dattilografa dattilografast dattilografer dattilografin
dattiloscriv dattiloscr dattiloscriss dattiloscritt dattiloscrivent dattiloscriver dattiloscrivess dattiloscrivessim dattiloscrivest
daz dazia daziant daziast dazier dazin
deambul deambula deambulast deambuler deambulin
debb debbia debbiant debbiast debbier debbin
debell debella debellast debeller debellin
debilit debil debilita debilitast debiliter debilitin
debord deborda debordast deborder debordin
deburocratizz deburocratizza deburocratizzast deburocratizzer deburocratizzin
debutt debutta debuttast debutter debuttin
decad decadd decadder decadent decadess decadessim decadest decadr decadra decadrann decadre decadrebb decadrebber decadrem decadrest
decaffein decaffeina decaffeinast decaffeiner decaffeinin
decalcific decalcif decalcifica decalcificast decalcificher decalcifichin
decant decanta decantast decanter decantin
decapit decap decapita decapitast decapiter decapitin
decappott decappotta decappottast decappotter decappottin
deced decedent deceder decedess decedessim decedest decedett decedetter
deceler decel decelerast decelerer decelerin
decentr decentra decentrast decentrer decentrin
decentralizz decentralizza decentralizzast decentralizzer decentralizzin
decid decident decider decidess decidessim decidest decis deciser
decifr decifra decifrast decifrer decifrin
decim decima decimast decimer decimin
declam declama declamast declamer declamin
declass declassa declassast declasser declassin
declassific declassif declassifica declassificast declassificher declassifichin
declin declina declinast decliner declinin
decodific decodif decodifica decodificast decodificher decodifichin
decoll decolla decollast decoller decollin
decolonizz decolonizza decolonizzast decolonizzer decolonizzin
decolor decolora decolorast decolorer decolorin
decomporr decomp decompon decomponent decomponess decomponessim decomponest decompong decomporra decomporrann decomporre decomporrebb decomporrebber decomporrem decomporrest decomposer decompost
decomprim decompr decompress decomprimer decomprimess decomprimessim decomprimest
deconcentr deconcentra deconcentrast deconcentrer deconcentrin
decongel decongela decongelast decongeler decongelin
decongestion decongest decongestiona decongestionast decongestioner decongestionin
decontamin decontamina decontaminast decontaminer decontaminin
decontestualizz decontestualizza decontestualizzast decontestualizzer decontestualizzin
decor decora decorast decorer decorin
decorr decorrent decorrer decorress decorressim decorrest decors decorser
decortic decort decortica decorticast decorticher decortichin
decostru decostruent decostrui decostruiam decostruir decostruiss decostruissim
decresc decrebb decrebber decresce decrescent decrescer decrescess decrescessim decrescest
decret decreta decretast decreter decretin
decriminalizz decriminalizza decriminalizzast decriminalizzer decriminalizzin
decritt decritta decrittast decritter decrittin
decuplic decupl decuplica decuplicast decuplicher decuplichin
decurt decurta decurtast decurter decurtin
dedic dedica dedicast dedicher dedichin
dedurr dedott deduc deducent deducess deducessim deducest dedurra dedurrann dedurre dedurrebb dedurrebber dedurrem dedurrest dedurs deduss dedusser
defalc defalca defalcast defalcher defalchin
defatic defat defatica defaticast defaticher defatichin
defatig defatiga defatigast defatigher defatighin
defec defeca defecast defecher defechin
defenestr defenestra defenestrast defenestrer defenestrin
defer deferent deferir deferiss deferissim
defezion defez defeziona defezionast defezioner defezionin
defigg def defiggent defigger defiggess defiggessim defiggest defiss defitt
defil defila defilast defiler defilin
defin definent definir definiss definissim definizion
defiscalizz defiscalizza defiscalizzast defiscalizzer defiscalizzin
deflagr deflagra deflagrast deflagrer deflagrin
deflazion deflaz deflaziona deflazionast deflazioner deflazionin
deflett defless deflette deflettent defletter deflettess deflettessim deflettest
deflor deflora deflorast deflorer deflorin
deflu defluent deflui defluiam defluir defluiss defluissim defluist
deform deforma deformast deformer deformin
defraud defrauda defraudast defrauder defraudin
degener degen degenerast degenerer degenerin
deglut degl deglutent deglutir deglutiss deglutissim
degn degna degnant degnast degner degnin
degrad degrada degradast degrader degradin
degust degusta degustast deguster degustin
deidrat deidr deidrata deidratast deidrater deidratin
deific deifica deificast deificher deifichin
deindicizz deindicizza deindicizzast deindicizzer deindicizzin
deleg delega delegast delegher deleghin
delegittim delegittima delegittimast delegittimer delegittimin
delib deliba delibast delibin
deliber deliberast deliberer deliberin
delimit delim delimita delimitast delimiter delimitin
delin deline delinea delineast delineer delinei delineiam delinein
delinqu delinque delinquent delinquer delinquess delinquessim delinquest
delir del delirast delirer delirin
deliz delizia deliziast delizier delizin
delocalizz delocalizza delocalizzast delocalizzer delocalizzin
delucid delucida delucidast delucider delucidin
delud deludent deluder deludess deludessim deludest delus deluser
demand dem demanda demandast demander demandin
demarc demarca demarcast demarcher demarchin
demerit demer demerita demeritast demeriter demeritin
demilitarizz demilitarizza demilitarizzast demilitarizzer demilitarizzin
demineralizz demineralizza demineralizzast demineralizzer demineralizzin
demistific demistif demistifica demistificast demistificher demistifichin
demitizz demitizza demitizzast demitizzer demitizzin
democratizz democratizza democratizzast democratizzer democratizzin
demol demolent demolir demoliss demolissim demolitor demolizion
demoltiplic demoltipl demoltiplica demoltiplicast demoltiplicher demoltiplichin
demonetizz demonetizza demonetizzast demonetizzer demonetizzin
demonizz demonizza demonizzast demonizzer demonizzin
demoralizz demoralizza demoralizzast demoralizzer demoralizzin
demord demordent demorder demordess demordessim demordest demors demorser
demotiv demot demotiva demotivast demotiver demotivin
denatur denatura denaturast denaturer denaturin
denazionalizz denazionalizza denazionalizzast denazionalizzer denazionalizzin
deneg denega denegast denegher deneghin
denigr denigra denigrast denigrer denigrin
denomin denomina denominast denominer denominin
denot denota denotast denoter denotin
dentell dentella dentellast denteller dentellin
denuclearizz denuclearizza denuclearizzast denuclearizzer denuclearizzin
denud denuda denudast denuder denudin
denunc denuncer denuncia denunciast denuncin
denunz denunzia denunziast denunzier denunzin
deodor deodora deodorast deodorer deodorin
depauper depaup depauperast depauperer depauperin
depenalizz depenalizza depenalizzast depenalizzer depenalizzin
depenn depenna depennast depenner depennin
deper deperent deperir deperiss deperissim
depil depila depilast depiler depilin
depist depista depistast depister depistin
deplor deplora deplorast deplorer deplorin
depoliticizz depoliticizza depoliticizzast depoliticizzer depoliticizzin
deporr depon deponent deponess deponessim deponest depong deporra deporrann deporre deporrebb deporrebber deporrem deporrest deposer depost
deport deporta deportast deporter deportin
deposit deposita depositast depositer depositin
depotenz depotenzia depotenziast depotenzier depotenzin
deprav deprava depravast depraver depravin
deprec depreca deprecast deprecher deprechin
depred depreda depredast depreder depredin
deprezz deprezza deprezzast deprezzer deprezzin
deprim depress depriment deprimer deprimess deprimessim deprimest
depriv depriva deprivast depriver deprivin
depur depura depurast depurer depurin
deput dep deputa deputast deputer deputin
dequalific dequalif dequalifica dequalificast dequalificher dequalifichin
deragl deraglia deragliast deraglier deraglin
derap derapa derapast deraper derapin
derattizz derattizza derattizzast derattizzer derattizzin
deregol deregola deregolast deregoler deregolin
deregolament deregolamenta deregolamentast deregolamenter deregolamentin
deresponsabilizz deresponsabilizza deresponsabilizzast deresponsabilizzer deresponsabilizzin
derid derident derider deridess deridessim deridest deris deriser
deriv der deriva derivast deriver derivin
derog deroga derogast derogher deroghin
derub deruba derubast deruber derubin
derubric derubr derubrica derubricast derubricher derubrichin
des desia desiant desiast desier
desacralizz desacralizza desacralizzast desacralizzer desacralizzin
desalinizz desalinizza desalinizzast desalinizzer desalinizzin
descriv descr descriss descritt descrivent descriver descrivess descrivessim descrivest
desecret desecreta desecretast desecreter desecretin
desertific desertif desertifica desertificast desertificher desertifichin
desider desid desiderast desiderer desiderin
design designa designast designer designin
desin desina desinast desiner desinin
desist desistent desister desistess desistessim desistest desistett desistetter
desol desola desolast desoler desolin
dest desta destant destast dester
destabilizz destabilizza destabilizzast destabilizzer destabilizzin
destalinizz destalinizza destalinizzast destalinizzer destalinizzin
destin destina destinast destiner destinin
destitu destituent destitui destituiam destituir destituiss destituissim
destregg destregger destreggia destreggiast destreggin
destruttur destruttura destrutturast destrutturer destrutturin
desum desument desumer desumess desumessim desumest desuns desunser desunt
detass detassa detassast detasser detassin
deten detenent deteness detenessim detenest deteng detenn detenner deterr deterra deterrann deterre deterrebb deterrebber deterrem deterrest detien
deterg detergent deterger detergess detergessim detergest deters deterser detert
deterior deteriora deteriorast deteriorer deteriorin
determin determina determinast determiner determinin
detest detesta detestast detester detestin
deton detona detonast detoner detonin
detrarr detra detraent detraess detraessim detraest detragg detrai detraiam detrarra detrarrann detrarre detrarrebb detrarrebber detrarrem detrarrest detratt
detronizz detronizza detronizzast detronizzer detronizzin
dett detta dettant dettast detter dettin
dettagl dettaglia dettagliast dettaglier dettaglin
deturp deturpa deturpast deturper deturpin
dev devia deviant deviast deviator deviazion devier devin
devast devasta devastast devaster devastin
devitalizz devitalizza devitalizzast devitalizzer devitalizzin
devolv devols devolve devolvent devolver devolvess devolvessim devolvest
diaframm diafr diaframma diaframmast diaframmer diaframmin
diagnostic diagnost diagnostica diagnosticast diagnosticher diagnostichin
diagramm diagr diagramma diagrammast diagrammer diagrammin
dializz dializza dializzast dializzer dializzin
dialog dialoga dialogast dialogher dialoghin
dibatt dibatte dibattent dibatter dibattess dibattessim dibattest
dibosc dibosca diboscast diboscher diboschin
dic dica dicant dicast dich dicher dichin
dichiar dichiara dichiarast dichiarer dichiarin
didascalizz didascalizza didascalizzast didascalizzer didascalizzin
difend dif difendent difender difendess difendessim difendest difendett difes difeser
difett difetta difettast difetter difettin
diffam diffama diffamast diffamer diffamin
differ different differir differiss differissim
differenz differenzia differenziast differenzier differenzin
diffid diffida diffidast diffider diffidin
diffond diffondent diffonder diffondess diffondessim diffondest diffus diffuser
diger digerent digerir digeriss digerissim
digit digita digitast digiter digitin
digitalizz digitalizza digitalizzast digitalizzer digitalizzin
digiun digiuna digiunast digiuner digiunin
digrad digrada digradast digrader digradin
digrign digrigna digrignast digrigner digrignin
digross digrossa digrossast digrosser digrossin
diguazz diguazza diguazzast diguazzer diguazzin
dilacer dilac dilacerast dilacerer dilacerin
dilag dilaga dilagast dilagher dilaghin
dilan dilania dilaniast dilanier dilanin
dilapid dilapida dilapidast dilapider dilapidin
dilat dilata dilatast dilater dilatin
dilav dilava dilavast dilaver dilavin
dilazion dilaz dilaziona dilazionast dilazioner dilazionin
dilegg dilegger dileggia dileggiast dileggin
dilegu dilegua dileguast dileguer dilegui dileguiam dileguin
dilett diletta dilettast diletter dilettin
dilig diless diligent diliger diligess diligessim diligest
dilisc dilisca diliscast dilischer dilischin
dilu diluent dilui diluiam diluir diluiss diluissim diluist diluizion
dilung dilunga dilungast dilungher dilunghin
diluv diluvia diluviast diluvier diluvin
dimagr dimagra dimagrast dimagrent dimagrer dimagrin dimagrir dimagriss dimagrissim
dimen dimena dimenast dimener dimenin
dimension dimens dimensiona dimensionast dimensioner dimensionin
dimentic diment dimentica dimenticast dimenticher dimentichin
dimett dimess dimettent dimetter dimettess dimettessim dimettest dimis dimiser
dimezz dimezza dimezzast dimezzer dimezzin
diminu diminuent diminui diminuiam diminuir diminuiss diminuissim
dimission dimiss dimissiona dimissionast dimissioner dimissionin
dimor dimora dimorast dimorer dimorin
dimostr dimostra dimostrast dimostrer dimostrin
dinamizz dinamizza dinamizzast dinamizzer dinamizzin
dinoccol dinoccola dinoccolast dinoccoler dinoccolin
dipan dipana dipanast dipaner dipanin
dipart dipartent dipartir dipartiss dipartissim
dipend dipendent dipender dipendess dipendessim dipendest dipes dipeser
diping dipingent dipinger dipingess dipingessim dipingest dipins dipinser dipint
diplom diploma diplomast diplomer diplomin
dir dicent dicess dicessim dicest dira dirann dire direbb direbber direm direst dirv disser dizion
dirad dirada diradast dirader diradin
diradic diradica diradicast diradicher diradichin
diram dirama diramast diramer diramin
dirig diress dirett dirigent diriger dirigess dirigessim dirigest
dirim diriment dirimer dirimess dirimessim dirimest dirimett dirimetter
dirocc dirocca diroccast diroccher dirocchin
diromp dirompent diromper dirompess dirompessim dirompest dirupp dirupper
dirott dirotta dirottast dirotter dirottin
dirozz dirozza dirozzast dirozzer dirozzin
dirup dirupa dirupast diruper dirupin
disabitu disabitua disabituast disabituer disabitui disabituiam disabituin
disaffezion disaffez disaffeziona disaffezionast disaffezioner disaffezionin
disag disager disagia disagiast disagin
disaggreg disaggrega disaggregast disaggregher disaggreghin
disalber disalb disalberast disalberer disalberin
disamin disamina disaminast disaminer disaminin
disapplic disappl disapplica disapplicast disapplicher disapplichin
disapprov disapprova disapprovast disapprover disapprovin
disarcion disarc disarciona disarcionast disarcioner disarcionin
disarm disarma disarmast disarmer disarmin
disarticol disarticola disarticolast disarticoler disarticolin
disass disassa disassast disasser disassin
disastr disastra disastrast disastrer disastrin
disattend disattendent disattender disattendess disattendessim disattendest disattes disatteser
disattiv disattiva disattivast disattiver disattivin
disattrezz disattrezza disattrezzast disattrezzer disattrezzin
disavvezz disavvezza disavvezzast disavvezzer disavvezzin
disbosc disbosca disboscast disboscher disboschin
disbrig disbriga disbrigast disbrigher disbrighin
discacc discaccer discaccia discacciast discaccin
discaric discar discarica discaricast discaricher discarichin
discend discendent discender discendess discendessim discendest disces disceser
discern discerne discernent discerner discerness discernessim discernest discr discret
discett discetta discettast discetter discettin
dischiud dischiudent dischiuder dischiudess dischiudessim dischiudest dischius dischiuser
discing discingent discinger discingess discingessim discingest discins discinser discint
disciogl discioglient discioglier disciogliess disciogliessim disciogliest disciolg disciols disciolser disciolt
disciplin disciplina disciplinast discipliner disciplinin
discolp discolpa discolpast discolper discolpin
disconnett disconnette disconnettent disconnetter disconnettess disconnettessim disconnettest
disconosc disconobb disconobber disconoscent disconoscer disconoscess disconoscessim disconoscest
discopr discop discopert discoprent discoprir discopriss discoprissim
discord discorda discordast discorder discordin
discorr discorrent discorrer discorress discorressim discorrest discors discorser
discost discosta discostast discoster discostin
discredit discred discredita discreditast discrediter discreditin
discrep discrepa discrepast discreper discrepin
discrimin discrimina discriminast discriminer discriminin
discut discute discutent discuter discutess discutessim discutest
disd disdic disdicess disdicessim disdicest disdir disdiss
disdegn disdegna disdegnast disdegner disdegnin
disdett disdetta disdettast disdetter disdettin
diseduc diseduca diseducast diseducher diseduchin
disegn disegna disegnast disegner disegnin
diserb diserba diserbast diserber diserbin
disered disereda diseredast disereder diseredin
disert diserta disertast diserter disertin
disf disfa disfant disfast disfatt disfec disfecer disfer disfin
disfid disfida disfidast disfider disfidin
disgel disgela disgelast disgeler disgelin
disgiung disgiungent disgiunger disgiungess disgiungessim disgiungest disgiuns disgiunser disgiunt
disgreg disgrega disgregast disgregher disgreghin
disgust disgusta disgustast disguster disgustin
disidrat disidr disidrata disidratast disidrater disidratin
disillud disilludent disilluder disilludess disilludessim disilludest disillus disilluser
disimpar disimpara disimparast disimparer disimparin
disimpegn disimpegna disimpegnast disimpegner disimpegnin
disincagl disincaglia disincagliast disincaglier disincaglin
disincant disinc disincanta disincantast disincanter disincantin
disincentiv disincent disincentiva disincentivast disincentiver disincentivin
disincrost disincrosta disincrostast disincroster disincrostin
disindustrializz disindustrializza disindustrializzast disindustrializzer disindustrializzin
disinfest disinfesta disinfestast disinfester disinfestin
disinfett disinfetta disinfettast disinfetter disinfettin
disinfiamm disinf disinfiamma disinfiammast disinfiammer disinfiammin
disinform disinforma disinformast disinformer disinformin
disingann disinganna disingannast disinganner disingannin
disinnesc disinnesca disinnescast disinnescher disinneschin
disinnest disinnesta disinnestast disinnester disinnestin
disinquadr disinquadra disinquadrast disinquadrer disinquadrin
disinquin disinquina disinquinast disinquiner disinquinin
disintas disintasa disintasast disintaser disintasin
disintegr disintegra disintegrast disintegrer disintegrin
disinteress disinter disinteressa disinteressast disinteresser disinteressin
disintossic disintoss disintossica disintossicast disintossicher disintossichin
disistim disistima disistimast disistimer disistimin
disloc disloca dislocast dislocher dislochin
dismett dismess dismettent dismetter dismettess dismettessim dismettest dismis dismiser
disobbed disobbedient disobbedir disobbediss disobbedissim
disobblig disobbliga disobbligast disobbligher disobblighin
disoccup disoccupa disoccupast disoccuper disoccupin
disonor disonora disonorast disonorer disonorin
disordin disordina disordinast disordiner disordinin
disorganizz disorganizza disorganizzast disorganizzer disorganizzin
disorient disorienta disorientast disorienter disorientin
disoss disossa disossast disosser disossin
dispar disparent disparir dispariss disparissim
dispens dispensa dispensast dispenser dispensin
disper disperast disperer disperin
disperd disperdent disperder disperdess disperdessim disperdest dispers disperser
dispiac dispiacc dispiacent dispiacer dispiacess dispiacessim dispiacest dispiacqu dispiacquer
dispieg dispiega dispiegast dispiegher dispieghin
disporr dispon disponent disponess disponessim disponest dispong disporra disporrann disporre disporrebb disporrebber disporrem disporrest disporv dispos disposer dispost
dispreg dispreger dispregia dispregiast dispregin
disprezz disprezza disprezzast disprezzer disprezzin
disput disputa disputast disputer disputin
disquis disquisent disquisir disquisiss disquisissim disquisizion
dissacr dissacra dissacrast dissacrer dissacrin
dissal dissala dissalast dissaler dissalin
dissald dissalda dissaldast dissalder dissaldin
dissangu dissangua dissanguast dissanguer dissangui dissanguiam dissanguin
dissec disseca dissecast dissecher dissechin
dissecc dissecca disseccast disseccher dissecchin
disselc disselcer disselcia disselciast disselcin
dissell dissella dissellast disseller dissellin
dissemin dissemina disseminast disseminer disseminin
dissent dissentent dissentir dissentiss dissentissim
disseppell disseppellent disseppellir disseppelliss disseppellissim
dissequestr dissequestra dissequestrast dissequestrer dissequestrin
disserr disserra disserrast disserrer disserrin
dissert disserta dissertast disserter dissertin
dissest dissesta dissestast dissester dissestin
disset disseta dissetast disseter dissetin
dissezion dissez disseziona dissezionast dissezioner dissezionin
dissigill dissigilla dissigillast dissigiller dissigillin
dissimul dissimula dissimulast dissimuler dissimulin
dissip dissipa dissipast dissiper dissipin
dissoc dissocer dissocia dissociast dissocin
dissod dissoda dissodast dissoder dissodin
dissolv dissols dissolser dissolt dissolvent dissolver dissolvess dissolvessim dissolvest
disson dissona dissonast dissoner dissonin
dissotterr dissotterra dissotterrast dissotterrer dissotterrin
dissuad dissuadent dissuader dissuadess dissuadessim dissuadest dissuas dissuaser
dissuggell dissuggella dissuggellast dissuggeller dissuggellin
dist dista distant distast dister distin
distacc distacca distaccast distaccher distacchin
distanz distanzia distanziast distanzier distanzin
distend distendent distender distendess distendessim distendest distes disteser
distill distilla distillast distiller distillin
distingu distinguent distinguer distinguess distinguessim distinguest distingui distinguiam distins distinser distint
distogl distoglient distoglier distogliess distogliessim distogliest distolg distols distolser distolt
distorc distorcent distorcer distorcess distorcessim distorcest distors distorser distort
distorn distorna distornast distorner distornin
distrarr distr distra distraent distraess distraessim distraest distragg distrai distraiam distrarra distrarrann distrarre distrarrebb distrarrebber distrarrem distrarrest distratt
distribu distribuent distribui distribuiam distribuir distribuiss distribuissim
distric districa districast districher districhin
distrugg distruggent distrugger distruggess distruggessim distruggest distruss distrusser distrutt
disturb disturba disturbast disturber disturbin
disubbid disubbidient disubbidir disubbidiss disubbidissim
disuman disum disumana disumanast disumaner disumanin
disun disunent disunir disuniss disunissim
disus disusa disusast disuser disusin
disvel disvela disvelast disveler disvelin
disvest disvestent disvestir disvestiss disvestissim
disvol disvogl disvolent disvoless disvolessim disvolest disvoll disvoller disvorr disvorra disvorrann disvorre disvorrebb disvorrebber disvorrem disvorrest disvuo disvuol
ditegg ditegger diteggia diteggiast diteggin
divag divaga divagast divagher divaghin
divamp divampa divampast divamper divampin
divaric divar divarica divaricast divaricher divarichin
dived divedent divedess divedessim divedest divedr divedra divedrann divedre divedrebb divedrebber divedrem divedrest
divell divellent diveller divelless divellessim divellest divels divelser divelt
diven divenent diveng diveniss divenissim divenn divenner diverr diverra diverrann diverre diverrebb diverrebber diverrem diverrest divien
divent diventa diventast diventer diventin
diverg diverge divergent diverger divergess divergessim divergest
diversific diversif diversifica diversificast diversificher diversifichin
divert divertent divertir divertiss divertissim
divezz divezza divezzast divezzer divezzin
divid divident dividess dividessim dividest
divin divina divinast diviner divinin
divincol divincola divincolast divincoler divincolin
divinizz divinizza divinizzast divinizzer divinizzin
divis divisa divisast divisin
divor divora divorast divorer divorin
divorz divorzia divorziast divorzier divorzin
divulg divulga divulgast divulgher divulghin
docc doccer doccia docciant docciast doccin
document documenta documentast documenter documentin
dogmatizz dogmatizza dogmatizzast dogmatizzer dogmatizzin
dol dole dolent doler doless dolessim dolest dols
dolcific dolcif dolcifica dolcificast dolcificher dolcifichin
dolor dolora dolorast dolorer dolorin
dom doma domant domast domator domer
domand domanda domandast domander domandin
domicil domicilia domiciliast domicilier domicilin
domin domina dominast dominer dominin
don dona donant donast donator donatric donazion doner donin
dondol dondola dondolast dondoler dondolin
dopp doppia doppiant doppiast doppiator doppier doppin
dor dora dorant dorast dorer dorin
dorm dorment dormir dormiss dormissim dormist
dormicc dormicchia dormicchiast dormicchier dormicchin
dos dosa dosant dosast doser dosin
dot dota dotant dotast dotazion doter dotin
dottoregg dottoregger dottoreggia dottoreggiast dottoreggin
dov dobb dovent dovess dovessim dovest dovett dovetter dovr dovra dovrann dovre dovrebb dovrebber dovrem dovrest
drag draga dragant dragast dragher draghin
drammatizz drammatizza drammatizzast drammatizzer drammatizzin
drappegg drappegger drappeggia drappeggiast drappeggin
dren drena drenant drenast drener drenin
dribbl dribbla dribblant dribblast dribbler dribblin
drizz drizza drizzant drizzast drizzer drizzin
drog droga drogant drogast drogher droghin
dubit dub dubita dubitast dubiter dubitin
duell duella duellant duellast dueller duellin
duplic duplica duplicast duplicher duplichin
dur dura durant durast durer durin
ecced eccedent ecceder eccedess eccedessim eccedest eccedett eccedetter
eccell eccelle eccellent ecceller eccelless eccellessim eccellest eccels
eccep eccepent eccepir eccepiss eccepissim
eccettu eccettua eccettuast eccettuer eccettui eccettuiam eccettuin
eccit eccita eccitast ecciter eccitin
echegg echegger echeggia echeggiast echeggin
ecliss eclissa eclissast eclisser eclissin
economizz economizza economizzast economizzer economizzin
edific edifica edificast edificher edifichin
edit edita editast editer editin
educ educa educast educher educhin
edulcor edulcora edulcorast edulcorer edulcorin
effemin effemina effeminast effeminer effeminin
effemmin effemmina effemminast effemminer effemminin
effettu effettua effettuast effettuer effettui effettuiam effettuin
effig effiger effigia effigiast effigin
effond effondent effonder effondess effondessim effondest effus effuser
egemonizz egemonizza egemonizzast egemonizzer egemonizzin
eguagl eguaglia eguagliast eguaglier eguaglin
elabor elabora elaborast elaborer elaborin
elarg elargent elargir elargiss elargissim elargizion
elegg eleggent elegger eleggess eleggessim eleggest eless elesser elett
elemosin elemosina elemosinast elemosiner elemosinin
elenc elenca elencast elencher elenchin
elettrific elettrif elettrifica elettrificast elettrificher elettrifichin
elettrizz elettrizza elettrizzast elettrizzer elettrizzin
elev eleva elevast elever elevin
elid elide elident elider elidess elidessim elidest
elimin elimina eliminast eliminer eliminin
elog eloger elogia elogiast elogin
elucubr elucubra elucubrast elucubrer elucubrin
elud eludent eluder eludess eludessim eludest elus eluser
emac emacer emacia emaciast emacin
eman emana emanast emaner emanin
emancip emancipa emancipast emanciper emancipin
emargin emargina emarginast emarginer emarginin
emend emenda emendast emender emendin
emerg emergent emerger emergess emergessim emergest emers emerser
emett emess emettent emetter emettess emettessim emettest emis emiser
emigr emigra emigrast emigrer emigrin
emozion emoz emoziona emozionast emozioner emozionin
empi empie empient empier empiess empiessim empiest empii empiiam
empir empent empiam empimm empira empirann empire empirebb empirebber empirem empirest empiss empisser empissim empist empit empiv empivam
emul emula emulast emuler emulin
emulsion emuls emulsiona emulsionast emulsioner emulsionin
encom encomia encomiast encomier encomin
enfatizz enfatizza enfatizzast enfatizzer enfatizzin
enfi enfia enfiam enfiant enfiast enfier enfin
entrar entra entramm entran entrandov entrant entrarv entrass entrasser entrassim entrast entrat entrav entravam entrer entrera entrerann entrere entrerebb entrerebber entrerem entrerest entri entriam entrin entro
entusiasm entusiasma entusiasmast entusiasmer entusiasmin
enucl enucle enuclea enucleast enucleer enuclei enucleiam enuclein
enumer enum enumerast enumerer enumerin
enunc enuncer enuncia enunciast enuncin
epur epura epurast epurer epurin
equidist equid equidista equidistast equidister equidistin
equilibr equilibra equilibrast equilibrer equilibrin
equipagg equipagger equipaggia equipaggiast equipaggin
equipar equipara equiparast equiparer equiparin
equival equivalent equivaless equivalessim equivalest equivalg equivals equivalser equivarr equivarra equivarrann equivarre equivarrebb equivarrebber equivarrem equivarrest
equivoc equivoca equivocast equivocher equivochin
eradic erad eradica eradicast eradicher eradichin
eredit eredita ereditast erediter ereditin
erger erga ergan erge ergemm ergend ergent ergera ergerann ergere ergerebb ergerebber ergerem ergerest ergess ergesser ergessim ergest erget ergev ergevam ergi ergiam ergo ergon erse erser ersi erta erte erti erto
erig eress eresser erett erigent eriger erigess erigessim erigest
erod erodent eroder erodess erodessim erodest eros eroser
erog eroga erogast erogher eroghin
eroicizz eroicizza eroicizzast eroicizzer eroicizzin
eromp erompent eromper erompess erompessim erompest erott erupp erupper
erotizz erotizza erotizzast erotizzer erotizzin
errar erra erramm erran errand errant errass errasser errassim errast errat errav erravam errer errera errerann errere errerebb errerebber errerem errerest erri erriam errin erro
erud erudent erudir erudiss erudissim erudizion
erutt erutta eruttast erutter eruttin
esacerb esacerba esacerbast esacerber esacerbin
esager esagerast esagerer esagerin
esagit esagita esagitast esagiter esagitin
esal esala esalast esaler esalin
esalt esalta esaltast esalter esaltin
esamin esamina esaminast esaminer esaminin
esasper esasp esasperast esasperer esasperin
esaud esaudent esaudir esaudiss esaudissim
esaur esaurent esaurir esauriss esaurissim
esautor esautora esautorast esautorer esautorin
esclam esclama esclamast esclamer esclamin
esclud escludent escluder escludess escludessim escludest esclus escluser
escogit escog escogita escogitast escogiter escogitin
escor escoria escoriast escorier escorin
escresc escresce escrescent escrescer escrescess escrescessim escrescest
escut escute escutent escuter escutess escutessim escutest
esecr esecra esecrast esecrer esecrin
esegu eseguent esegui eseguiam eseguir eseguiss eseguissim
esemplific esemplif esemplifica esemplificast esemplificher esemplifichin
esent esenta esentast esenter esentin
eserc esercent esercir eserciss esercissim
esercit esercita esercitast eserciter esercitin
esib esibent esibir esibiss esibissim esibizion
esig esatt esigent esiger esigess esigessim esigest esigett esigetter
esil esilia esiliast esilier esilin
esilar esilara esilarast esilarer esilarin
esim esime esiment esimer esimess esimessim esimest
esist esistent esister esistess esistessim esistest esistett esistetter
esit esita esitast esiter esitin
esoner eson esonerast esonerer esonerin
esorbit esorb esorbita esorbitast esorbiter esorbitin
esorcizz esorcizza esorcizzast esorcizzer esorcizzin
esord esordient esordir esordiss esordissim
esort esorta esortast esorter esortin
espand espandent espander espandess espandessim espandest espans espas espaser
espatr espatria espatriast espatrier espatrin
espell espellent espeller espelless espellessim espellest espuls espulser
esper esperent esperir esperiss esperissim
esperiment esperimenta esperimentast esperimenter esperimentin
espettor espettora espettorast espettorer espettorin
espi espia espiam espiant espiast espiazion espier espin
espir espira espirast espirer espirin
esplet espleta espletast espleter espletin
esplic esplica esplicast esplicher esplichin
esplicit esplicita esplicitast espliciter esplicitin
esplod esplodent esploder esplodess esplodessim esplodest esplos esploser
esplor esplora esplorast esplorer esplorin
esporr espon esponent esponess esponessim esponest espong esporra esporrann esporre esporrebb esporrebber esporrem esporrest esporv espos esposer espost
esport esporta esportast esporter esportin
esprim espress espresser espriment esprimer esprimess esprimessim esprimest
espropr espropria espropriast esproprier esproprin
espugn espugna espugnast espugner espugnin
espung espungent espunger espungess espungessim espungest espuns espunser espunt
espurg espurga espurgast espurgher espurghin
essicc essicca essiccast essiccher essicchin
estas estasia estasiast estasier estasin
estend estendent estender estendess estendessim estendest estes esteser
estenu estenua estenuast estenuer estenui estenuiam estenuin
esterific esterif esterifica esterificast esterificher esterifichin
esteriorizz esteriorizza esteriorizzast esteriorizzer esteriorizzin
estern esterna esternast esterner esternin
esternalizz esternalizza esternalizzast esternalizzer esternalizzin
estetizz estetizza estetizzast estetizzer estetizzin
estim estima estimast estimer estimin
estingu estinguent estinguer estinguess estinguessim estinguest estingui estinguiam estins estinser estint
estirp estirpa estirpast estirper estirpin
estiv estiva estivast estiver estivin
estorc estorcent estorcer estorcess estorcessim estorcest estors estorser estort
estrad estrada estradast estrader estradin
estran estrania estraniast estranier estranin
estrapol estrapola estrapolast estrapoler estrapolin
estrarr estra estraent estraess estraessim estraest estragg estrai estraiam estrarra estrarrann estrarre estrarrebb estrarrebber estrarrem estrarrest estrass estrasser estratt
estrinsec estrinseca estrinsecast estrinsecher estrinsechin
estromett estromess estromettent estrometter estromettess estromettessim estromettest estromis estromiser
estrovert estrov estrovers estroverte estrovertent estroverter estrovertess estrovertessim estrovertest
estrud estrudent estruder estrudess estrudessim estrudest estrus estruser
esul esula esulast esuler esulin
esulcer esulc esulcerast esulcerer esulcerin
esult esulta esultast esulter esultin
esum esuma esumast esumer esumin
etern eterna eternast eterner eternin
etichett etichetta etichettast etichetter etichettin
europeizz europeizza europeizzast europeizzer europeizzin
evacu evacua evacuast evacuer evacui evacuiam evacuin
evad evadent evader evadess evadessim evadest evas evaser
evangelizz evangelizza evangelizzast evangelizzer evangelizzin
evapor evapora evaporast evaporer evaporin
evidenz evidenzia evidenziast evidenzier evidenzin
evinc evincent evincer evincess evincessim evincest evins evinser evint
evir evira evirast evirer evirin
evit evita evitast eviter evitin
evoc evoca evocast evocher evochin
evolu evoluent evolui evoluiam evoluir evoluiss evoluissim
evolv evols evolve evolvent evolver evolvess evolvessim evolvest
fabbric fabbrica fabbricast fabbricher fabbrichin
facilit facil facilita facilitast faciliter facilitin
fagocit fagoc fagocita fagocitast fagociter fagocitin
falc falca falcant falcast falcer falcher falchin falcia falciant falciast falcin
fall falla fallant fallast fallent faller fallin fallir falliss fallissim fallist
fals falsa falsant falsast falser falsin
falsific falsif falsifica falsificast falsificher falsifichin
familiarizz familiarizza familiarizzast familiarizzer familiarizzin
fanatizz fanatizza fanatizzast fanatizzer fanatizzin
fantastic fantast fantastica fantasticast fantasticher fantastichin
far facent farv fatt fazion
farc farcent farcir farciss farcissim farcist
farfugl farfuglia farfugliast farfuglier farfuglin
farnetic farnet farnetica farneticast farneticher farnetichin
fasc fascer fascia fasciant fasciast
fascin fascina fascinast fasciner fascinin
fatic fatica faticast faticher fatichin
fattur fattura fatturast fatturer fatturin
favell favella favellast faveller favellin
favolegg favolegger favoleggia favoleggiast favoleggin
favor favorent favorir favoriss favorissim
favoregg favoregger favoreggia favoreggiast favoreggin
fecond feconda fecondast feconder fecondin
felicit felic felicita felicitast feliciter felicitin
feltr feltra feltrant feltrast feltrer feltrin
fend fendent fender fendess fendessim fendest fendett fes feser
fer ferent ferir feriss ferissim ferist feritor
ferm ferma fermant fermast fermer fermin
ferment fermenta fermentast fermenter fermentin
ferr ferra ferrant ferrast ferrer ferrin
fertilizz fertilizza fertilizzast fertilizzer fertilizzin
ferv ferve fervent ferver fervess fervessim fervest
festegg festegger festeggia festeggiast festeggin
fiacc fiacca fiaccant fiaccast fiaccher fiacchin
fiammegg fiammegger fiammeggia fiammeggiast fiammeggin
fianc fianca fiancant fiancast fiancher fianchin
fianchegg fianchegger fiancheggia fiancheggiast fiancheggin
fiat fiata fiatant fiatast fiater fiatin
ficc ficca ficcant ficcast ficcher ficchin
fid fida fidant fidast fider fidin
fidanz fidanza fidanzast fidanzer fidanzin
figg figgent figger figgess figgessim figgest fitt
figl figlia figliant figliast figlier figlin
figur figura figurast figurer figurin
fil fila filant filarsel filast filatric filer filin
filett filetta filettast filetter filettin
film filma filmant filmast filmer filmin
filosof filosofa filosofast filosofer filosofin
filosofegg filosofegger filosofeggia filosofeggiast filosofeggin
filtr filtra filtrant filtrast filtrer filtrin
fin finent finir finiss finissim finist
finalizz finalizza finalizzast finalizzer finalizzin
finanz finanzia finanziast finanzier finanzin
fing fingent finger fingess fingessim fingest fins finser
fint finta fintant fintast finter fintin
fiocc fiocca fioccant fioccast fioccher fiocchin
fiocin fiocina fiocinast fiociner fiocinin
fior fiorent fiorir fioriss fiorissim fiorist
fiorett fioretta fiorettast fioretter fiorettin
firm firma firmant firmast firmer firmin
fisc fischia fischiant fischiast fischier fischin
fiscalizz fiscalizza fiscalizzast fiscalizzer fiscalizzin
fischiett fischietta fischiettast fischietter fischiettin
fiss fissa fissant fissast fissazion fissin
fiut fiuta fiutant fiutast fiuter fiutin
flagell flagella flagellast flageller flagellin
flessibilizz flessibilizza flessibilizzast flessibilizzer flessibilizzin
flett fless flette flettent fletter flettess flettessim flettest
flirt flirta flirtant flirtast flirter flirtin
flott flotta flottant flottast flotter flottin
flu fluent flui fluiam fluir fluiss fluissim fluist
fluidific fluidif fluidifica fluidificast fluidificher fluidifichin
fluttu fluttua fluttuant fluttuast fluttuazion fluttuer fluttui fluttuiam fluttuin
focalizz focalizza focalizzast focalizzer focalizzin
foder foderast foderer foderin
fogg fogger foggia foggiant foggiast foggin
fogl foglia fogliant fogliast foglier foglin
fogn fogna fognant fognast fogner fognin
folgor folgora folgorast folgorer folgorin
foll folla follant follast foller follin
follegg follegger folleggia folleggiast folleggin
foment fomenta fomentast fomenter fomentin
fond fonda fondant fondast fondator fondatric fondazion fondent fondess fondessim fondest fondin fus fuser
for fora forant forast forer forin
foracc foracchia foracchiast foracchier foracchin
foragg foragger foraggia foraggiast foraggin
forb forbent forbir forbiss forbissim forbist
forg forger forgia forgiant forgiast forgin
form forma formant formast formator formazion former formin
formalizz formalizza formalizzast formalizzer formalizzin
formicol formicola formicolast formicoler formicolin
formul formula formulast formuler formulin
forn fornent fornir forniss fornissim fornist fornitor fornitr
fornic fornica fornicast fornicher fornichin
fortific fortif fortifica fortificast fortificher fortifichin
forv forvia forviant forviast forvier forvin
forz forza forzant forzast forzer forzin
fossilizz fossilizza fossilizzast fossilizzer fossilizzin
fotocop fotocopia fotocopiast fotocopier fotocopin
fotograf fotografa fotografast fotografer fotografin
fott fotte fottent fotter fottess fottessim fottest
fracass fracassa fracassast fracasser fracassin
fraintend fraint fraintendent fraintender fraintendess fraintendessim fraintendest fraintes frainteser
framment frammenta frammentast frammenter frammentin
frammett frammess frammettent frammetter frammettess frammettessim frammettest frammis frammiser
frammezz frammezza frammezzast frammezzer frammezzin
frammisc frammischia frammischiast frammischier frammischin
fran frana franant franast franer franin
franc franca francant francast francher franchin
frang frangent frangess frangessim frangest frangia frangiant frangiast frangin frans franser frant
frantum frantuma frantumast frantumer frantumin
frapporr frappon frapponent frapponess frapponessim frapponest frappong frapporra frapporrann frapporre frapporrebb frapporrebber frapporrem frapporrest frappors frappos frapposer frappost
frasegg frasegger fraseggia fraseggiast fraseggin
frastagl frastaglia frastagliast frastaglier frastaglin
frastorn frastorna frastornast frastorner frastornin
fraternizz fraternizza fraternizzast fraternizzer fraternizzin
frattur frattura fratturast fratturer fratturin
frazion fraz fraziona frazionast frazioner frazionin
fredd fredda freddant freddast fredder freddin
freg frega fregant fregast freger fregher freghin fregia fregiant fregiast fregin
frem freme frement fremer fremess fremessim fremest fremett fremetter
fren frena frenant frenast frenator frener frenin
frequent frequenta frequentast frequenter frequentin
fres fresa fresant fresast freser fresin
frigg friggent frigger friggess friggessim friggest friss frisser fritt
frign frigna frignant frignast frigner frignin
frin frinent frinir friniss frinissim frinist
fris frisa frisant frisast friser frisin
frizion friz friziona frizionast frizioner frizionin
frizz frizza frizzant frizzast frizzer frizzin
frod froda frodant frodast froder frodin
froll frolla frollant frollast froller frollin
frontegg frontegger fronteggia fronteggiast fronteggin
fru fruent frui fruiam fruir fruiss fruissim fruist fruitor fruizion
frug fruga frugant frugast frugher frughin
frull frulla frullant frullast frullator fruller frullin
frusc fruscer fruscia frusciant frusciast fruscin
frust frusta frustant frustast frustazion fruster frustin
frustr frustra frustrant frustrast frustrazion frustrer frustrin
frutt frutta fruttant fruttast frutter fruttin
fruttific fruttif fruttifica fruttificast fruttificher fruttifichin
fucil fucila fucilast fuciler fucilin
fucin fucina fucinast fuciner fucinin
fug fuga fugant fugast fugher fughin
fugg fuggent fuggir fuggiss fuggissim fuggist
fulg fulgent fulger fulgess fulgessim fulgest fuls fulser
fulmin fulmina fulminast fulminer fulminin
fum fuma fumant fumast fumator fumatric fumer fumin
fumig fumiga fumigast fumigher fumighin
funest funesta funestast funester funestin
fung fungent funger fungess fungessim fungest funs funser funt
funzion funz funziona funzionast funzioner funzionin
fuoriusc fuoriesc fuoriuscir fuoriusciss fuoriuscissim
fuorusc fuoresc fuoruscir fuorusciss fuoruscissim
fuorv fuorvia fuorviant fuorviast fuorvier fuorvin
furoregg furoregger furoreggia furoreggiast furoreggin
fustell fustella fustellast fusteller fustellin
fustig fustiga fustigast fustigher fustighin
gabb gabba gabbant gabbast gabber gabbin
gabell gabella gabellast gabeller gabellin
gall galla gallant gallast galler gallin
gallegg gallegger galleggia galleggiast galleggin
gallon gallona gallonast galloner gallonin
galopp galoppa galoppast galopper galoppin
galvanizz galvanizza galvanizzast galvanizzer galvanizzin
garant garantent garantir garantiss garantissim
garb garba garbant garbast garber garbin
garegg garegger gareggia gareggiast gareggin
gargarizz gargarizza gargarizzast gargarizzer gargarizzin
garr garrent garrir garriss garrissim garrist
garz garza garzant garzast garzer garzin
gas gasa gasant gasast gaser gasin
gassific gassif gassifica gassificast gassificher gassifichin
gattegg gattegger gatteggia gatteggiast gatteggin
gatton gattona gattonast gattoner gattonin
gattonegg gattonegger gattoneggia gattoneggiast gattoneggin
gavazz gavazza gavazzast gavazzer gavazzin
gel gela gelant gelast geler gelin
gelatinizz gelatinizza gelatinizzast gelatinizzer gelatinizzin
gelific gelif gelifica gelificast gelificher gelifichin
gem geme gement gemer gemess gemessim gemest gemett
gemell gemella gemellast gemeller gemellin
gemin gemina geminast geminer geminin
gemm gemma gemmant gemmast gemmer gemmin
gen gena genant genast genin
gener generast generer generin
generalizz generalizza generalizzast generalizzer generalizzin
genuflett genufless genuflette genuflettent genufletter genuflettess genuflettessim genuflettest
gerarchizz gerarchizza gerarchizzast gerarchizzer gerarchizzin
germin germina germinast germiner germinin
germogl germoglia germogliast germoglier germoglin
gess gessa gessant gessast gesser gessin
gest gestent gestir gestiss gestissim gestist
gesticol gesticola gesticolast gesticoler gesticolin
gett getta gettant gettast getter gettin
getton gettona gettonast gettoner gettonin
gherm gherment ghermir ghermiss ghermissim ghermist
ghettizz ghettizza ghettizzast ghettizzer ghettizzin
ghiacc ghiaccer ghiaccia ghiacciant ghiacciast ghiaccin
ghigliottin ghigliottina ghigliottinast ghigliottiner ghigliottinin
ghign ghigna ghignant ghignast ghigner ghignin
giac giacc giacent giacer giacess giacessim giacest giacqu giacquer
gigantegg gigantegger giganteggia giganteggiast giganteggin
gingill gingilla gingillast gingiller gingillin
gio gioent gioiam gioir gioiss gioissim gioist
gioc gioca giocant giocast giocator giocatric giocher giochin
giocherell giocherella giocherellast giochereller giocherellin
giostr giostra giostrant giostrast giostrer giostrin
giov giova giovant giovast giover giovin
gir gira girant girast girer girin
girandol girandola girandolast girandoler girandolin
girell girella girellast gireller girellin
gironzol gironzola gironzolast gironzoler gironzolin
girovag girovaga girovagast girovagher girovaghin
giubil giubila giubilast giubiler giubilin
giudic giudica giudicast giudicher giudichin
giugul giugula giugulast giuguler giugulin
giung giungent giunger giungess giungessim giungest giuns giunser giunt
giur giura giurant giurast giurer giurin
giustapporr giustapp giustappon giustapponent giustapponess giustapponessim giustapponest giustappong giustapporra giustapporrann giustapporre giustapporrebb giustapporrebber giustapporrem giustapporrest giustapposer giustappost
giustific giustif giustifica giustificast giustificher giustifichin
giustiz giustizia giustiziast giustizier giustizin
gliss glissa glissant glissast glisser glissin
globalizz globalizza globalizzast globalizzer globalizzin
globul globula globulast globuler globulin
glor gloria gloriant gloriast glorier glorin
glorific glorif glorifica glorificast glorificher glorifichin
gloss glossa glossant glossast glosser glossin
gocc goccer goccia gocciant gocciast goccin
gocciol gocciola gocciolast goccioler gocciolin
god gode godent goder godess godessim godest
gomm gomma gommant gommast gommer gommin
gonf gonfia gonfiant gonfiast gonfier gonfin
gongol gongola gongolast gongoler gongolin
gorghegg gorghegger gorgheggia gorgheggiast gorgheggin
gorgogl gorgoglia gorgogliast gorgoglier gorgoglin
govern governa governast governer governin
gozzovigl gozzoviglia gozzovigliast gozzoviglier gozzoviglin
gracc gracchia gracchiant gracchiast gracchier gracchin
gracid gracida gracidast gracider gracidin
grad gradent gradir gradiss gradissim gradist
gradin gradina gradinast gradiner gradinin
gradu gradua graduant graduast graduazion graduer gradui graduiam graduin
gradualizz gradualizza gradualizzast gradualizzer gradualizzin
graff graffa graffant graffast graffent graffer graffia graffiant graffiast graffier graffir graffiss graffissim graffist
gran granent granir graniss granissim granist
grandegg grandegger grandeggia grandeggiast grandeggin
grandin grandina grandinast grandiner grandinin
granul granula granulast granuler granulin
gratific gratif gratifica gratificast gratificher gratifichin
gratin gratina gratinast gratiner gratinin
gratt gratta grattant grattast gratter grattin
grattug grattuger grattugia grattugiast grattugin
grav grava gravant gravast graver gravin
gravit gravita gravitast graviter gravitin
graz grazia graziant graziast grazier grazin
grecizz grecizza grecizzast grecizzer grecizzin
grem grement gremir gremiss gremissim gremist
grid grida gridant gridast grider gridin
grill grilla grillant grillast griller grillin
gripp grippa grippant grippast gripper grippin
grond gronda grondant grondast gronder grondin
grufol grufola grufolast grufoler grufolin
grugn grugnent grugnir grugniss grugnissim grugnist
gua guaent guaiam guair guaiss guaissim guaist
guad guada guadant guadast guader guadin
guadagn guadagna guadagnast guadagner guadagnin
gualc gualcent gualcir gualciss gualcissim gualcist
guar guarent guarir guariss guarissim guarist guaritor
guard guarda guardant guardast guarder guardin
guarn guarnent guarnir guarniss guarnissim guarnist guarnizion
guast guasta guastant guastast guastator guaster guastin
guat guata guatant guatast guater guatin
guazz guazza guazzant guazzast guazzer guazzin
guerregg guerregger guerreggia guerreggiast guerreggin
guf gufa gufant gufast gufer gufin
guid guida guidant guidast guidator guider guidin
guizz guizza guizzant guizzast guizzer guizzin
gust gusta gustant gustast guster gustin
handicapp handicappa handicappast handicapper handicappin
ibern iberna ibernast iberner ibernin
ibrid ibrida ibridast ibrider ibridin
iconizz iconizza iconizzast iconizzer iconizzin
ide idea ideant ideast ideator ideazion ideer idei ideiam idein
idealizz idealizza idealizzast idealizzer idealizzin
identific identif identifica identificast identificher identifichin
idolegg idolegger idoleggia idoleggiast idoleggin
idrat idrata idratast idrater idratin
idrogen idrogena idrogenast idrogener idrogenin
idrolizz idrolizza idrolizzast idrolizzer idrolizzin
ignor ignora ignorast ignorer ignorin
illanguid illanguident illanguidir illanguidiss illanguidissim
illeggiadr illeggiadrent illeggiadrir illeggiadriss illeggiadrissim
illivid illivident illividir illividiss illividissim
illud illudent illuder illudess illudessim illudest illus illuser
illumin illumina illuminast illuminer illuminin
illustr illustra illustrast illustrer illustrin
imbacucc imbacucca imbacuccast imbacuccher imbacucchin
imball imballa imballast imballer imballin
imbalsam imbalsama imbalsamast imbalsamer imbalsamin
imband imbandent imbandir imbandiss imbandissim
imbandier imbandierast imbandierer imbandierin
imbarazz imbarazza imbarazzast imbarazzer imbarazzin
imbarbar imbarbarent imbarbarir imbarbariss imbarbarissim
imbarc imbarca imbarcast imbarcher imbarchin
imbast imbastent imbastir imbastiss imbastissim
imbastard imbastardent imbastardir imbastardiss imbastardissim
imbatt imbatte imbatter imbattess imbattessim imbattest
imbavagl imbavaglia imbavagliast imbavaglier imbavaglin
imbecc imbecca imbeccast imbeccher imbecchin
imbell imbellent imbellir imbelliss imbellissim
imbellett imbelletta imbellettast imbelletter imbellettin
imbestial imbestialent imbestialir imbestialiss imbestialissim
imbev imbevent imbever imbevess imbevessim imbevest imbevv imbevver
imbiacc imbiacca imbiaccast imbiaccher imbiacchin
imbianc imbianca imbiancast imbiancher imbianchin
imbiond imbiondent imbiondir imbiondiss imbiondissim
imbizzarr imbizzarrent imbizzarrir imbizzarriss imbizzarrissim
imbocc imbocca imboccast imboccher imbocchin
imbols imbolsent imbolsir imbolsiss imbolsissim
imbon imbonent imbonir imboniss imbonissim imbonitor
imborghes imborghesent imborghesir imborghesiss imborghesissim
imbosc imbosca imboscast imboscher imboschin
imbott imbottent imbottir imbottiss imbottissim
imbottigl imbottiglia imbottigliast imbottiglier imbottiglin
imbrac imbraca imbracast imbracher imbrachin
imbracc imbraccer imbraccia imbracciast imbraccin
imbrachett imbrachetta imbrachettast imbrachetter imbrachettin
imbranc imbranca imbrancast imbrancher imbranchin
imbratt imbratta imbrattast imbratter imbrattin
imbrigl imbriglia imbrigliast imbriglier imbriglin
imbrillantin imbrillantina imbrillantinast imbrillantiner imbrillantinin
imbrocc imbrocca imbroccast imbroccher imbrocchin
imbrod imbroda imbrodast imbroder imbrodin
imbrodol imbrodola imbrodolast imbrodoler imbrodolin
imbrogl imbroglia imbrogliast imbroglier imbroglin
imbronc imbroncer imbroncia imbronciast imbroncin
imbrun imbrunent imbrunir imbruniss imbrunissim
imbrutt imbruttent imbruttir imbruttiss imbruttissim
imbuc imbuca imbucast imbucher imbuchin
imbullett imbulletta imbullettast imbulletter imbullettin
imbullon imbull imbullona imbullonast imbulloner imbullonin
imburr imburra imburrast imburrer imburrin
imbussol imbussola imbussolast imbussoler imbussolin
imit imita imitast imiter imitin
immagazzin immagazzina immagazzinast immagazziner immagazzinin
immagin immagina immaginast immaginer immaginin
immalincon immalinconent immalinconir immalinconiss immalinconissim
immatricol immatricola immatricolast immatricoler immatricolin
immedesim immedesima immedesimast immedesimer immedesimin
immerg immergent immerger immergess immergessim immergest immers immerser
immett immess immettent immetter immettess immettessim immettest immis
immigr immigra immigrast immigrer immigrin
immisc immischia immischiast immischier immischin
immiser immiserent immiserir immiseriss immiserissim
immobilizz immobilizza immobilizzast immobilizzer immobilizzin
immol immola immolast immoler immolin
immortal immortala immortalast immortaler immortalin
immunizz immunizza immunizzast immunizzer immunizzin
immuson immusonir immusoniss immusonissim
impacc impacca impaccast impaccer impaccher impacchin impaccia impacciast impaccin
impacchett impacchetta impacchettast impacchetter impacchettin
impadron impadronir impadroniss impadronissim
impagin impagina impaginast impaginer impaginin
impagl impaglia impagliast impaglier impaglin
impal impala impalast impaler impalin
impalc impalca impalcast impalcher impalchin
impall impalla impallast impaller
impallid impallident impallidir impallidiss impallidissim
impallin impallina impallinast impalliner impallinin
impalm impalma impalmast impalmer impalmin
impalud impaluda impaludast impaluder impaludin
impan impana impanast impaner impania impaniast impanier
impanc impanca impancast impancher impanchin
impantan impant impantana impantanast impantaner impantanin
impaper impap impaperast impaperer impaperin
impappin impappina impappinast impappiner impappinin
impar impara imparast imparer imparin
imparent imparenta imparentast imparenter imparentin
imparrucc imparrucca imparruccast imparruccher imparrucchin
impart impartent impartir impartiss impartissim
impast impasta impastast impaster impastin
impastoi impasto impastoia impastoiam impastoiast impastoier impastoin
impatacc impatacca impataccast impataccher impatacchin
impatt impatta impattast impatter impattin
impaur impaurent impaurir impauriss impaurissim
impaves impavesa impavesast impaveser impavesin
impazz impazza impazzast impazzent impazzer impazzin impazzir impazziss impazzissim
impec impecer impecia impeciast impecin
imped impedent impedir impediss impedissim
impegn impegna impegnast impegner impegnin
impegol impegola impegolast impegoler impegolin
impelag impelaga impelagast impelagher impelaghin
impellicc impelliccer impelliccia impellicciast impelliccin
impenn impenna impennast impenner impennin
impennacc impennacchia impennacchiast impennacchier impennacchin
impensier impensierent impensierir impensieriss impensierissim
impep impepa impepast impeper impepin
imper impera imperast imperer imperia imperiast imperier
impermal impermalent impermalir impermaliss impermalissim
impermeabilizz impermeabilizza impermeabilizzast impermeabilizzer impermeabilizzin
impern impernia imperniast impernier impernin
imperson impers impersona impersonast impersoner impersonin
impervers imperv imperversa imperversast imperverser imperversin
impest impesta impestast impester impestin
impetr impetra impetrast impetrer impetrin
impiag impiaga impiagast impiagher impiaghin
impiallacc impiallaccer impiallaccia impiallacciast impiallaccin
impiant impianta impiantast impiantent impianter impiantin impiantir impiantiss impiantissim
impiastr impiastra impiastrast impiastrer impiastrin
impiastricc impiastriccer impiastriccia impiastricciast impiastriccin
impicc impicca impiccast impiccer impiccher impicchin impiccia impicciast impiccin
impieg impiega impiegast impiegher impieghin
impietos impiet impietosent impietosir impietosiss impietosissim
impietr impietrent impietrir impietriss impietrissim
impigl impiglia impigliast impiglier impiglin
impigr impigrent impigrir impigriss impigrissim
impil impila impilast impiler impilin
impingu impingua impinguast impinguer impingui impinguiam impinguin
impiomb impiomba impiombast impiomber impiombin
impip impipa impipast impiper impipin
impium impiuma impiumast impiumer impiumin
implement implementa implementast implementer implementin
implic implica implicast implicher implichin
implor implora implorast implorer implorin
impollin impollina impollinast impolliner impollinin
impoltron impoltronent impoltronir impoltroniss impoltronissim
impolver impolv impolverast impolverer impolverin
impomat impom impomata impomatast impomater impomatin
impopol impopola impopolast impopoler impopolin
imporpor imporpora imporporast imporporer imporporin
imporr impon imponent imponess imponessim imponest impong imporra imporrann imporre imporrebb imporrebber imporrem imporrest imporv impos imposer
import importa importast importer importin
importun importuna importunast importuner importunin
impossess imposs impossessa impossessast impossesser impossessin
impossibilit impossibil impossibilita impossibilitast impossibiliter impossibilitin
impost imposta impostast imposter impostin
impover impoverent impoverir impoveriss impoverissim
impratic imprat impratichent impratichir impratichiss impratichissim
imprec impreca imprecast imprecher imprechin
impregn impregna impregnast impregner impregnin
imprend imprendent imprender imprendess imprendessim imprendest impres impreser
impression impressiona impressionast impressioner impressionin
imprest impresta imprestast imprester imprestin
imprezios imprez impreziosent impreziosir impreziosiss impreziosissim
imprigion imprig imprigiona imprigionast imprigioner imprigionin
imprim impresser impriment imprimer imprimess imprimessim imprimest
impront impronta improntast impronter improntin
improvvis improvvisa improvvisast improvviser improvvisin
impugn impugna impugnast impugner impugnin
impunt impunta impuntast impunter impuntin
impuntur impuntura impunturast impunturer impunturin
imput imputa imputast imputer imputin
imputrid imputrident imputridir imputridiss imputridissim
impuzzolent impuzzolentent impuzzolentir impuzzolentiss impuzzolentissim
inabilit inabil inabilita inabilitast inabiliter inabilitin
inabiss inab inabissa inabissast inabisser inabissin
inacerb inacerbent inacerbir inacerbiss inacerbissim
inacet inacetent inacetir inacetiss inacetissim
inacid inacident inacidir inacidiss inacidissim
inal inala inalast inaler inalin
inalber inalb inalberast inalberer inalberin
inalv inalve inalvea inalveast inalveer inalvei inalveiam inalvein
inamid inamida inamidast inamider inamidin
inanell inanella inanellast inaneller inanellin
inarc inarca inarcast inarcher inarchin
inargent inargenta inargentast inargenter inargentin
inarid inarident inaridir inaridiss inaridissim
inaspr inasprent inasprir inaspriss inasprissim
inast inasta inastast inaster inastin
inattiv inatt inattiva inattivast inattiver inattivin
inaugur inaugura inaugurast inaugurer inaugurin
incagl incaglia incagliast incaglier incaglin
incalcin incalcina incalcinast incalciner incalcinin
incall incallent incallir incalliss incallissim
incalor incalorent incalorir incaloriss incalorissim
incalz incalza incalzast incalzer incalzin
incamer incamerast incamerer incamerin
incamic incamicer incamicia incamiciast incamicin
incammin incammina incamminast incamminer incamminin
incanal incanala incanalast incanaler incanalin
incancren incancrenent incancrenir incancreniss incancrenissim
incant incanta incantast incanter incantin
incanut incan incanutent incanutir incanutiss incanutissim
incapon incaponir incaponiss incaponissim
incapp incappa incappast incapper incappin
incappell incappella incappellast incappeller incappellin
incappott incappotta incappottast incappotter incappottin
incappucc incappuccer incappuccia incappucciast incappuccin
incapricc incapriccer incapriccia incapricciast incapriccin
incapsul incapsula incapsulast incapsuler incapsulin
incarcer incarc incarcerast incarcerer incarcerin
incardin incardina incardinast incardiner incardinin
incaric incar incarica incaricast incaricher incarichin
incarn incarna incarnast incarnent incarner incarnin incarnir incarniss incarnissim
incarogn incarognent incarognir incarogniss incarognissim
incart incarta incartast incarter incartin
incartapecor incartapecorent incartapecorir incartapecoriss incartapecorissim
incartocc incartoccer incartoccia incartocciast incartoccin
incasell incasella incasellast incaseller incasellin
incasin incasina incasinast incasiner incasinin
incass incassa incassast incasser incassin
incaston incast incastona incastonast incastoner incastonin
incastr incastra incastrast incastrer incastrin
incaten incatena incatenast incatener incatenin
incatram incatrama incatramast incatramer incatramin
incattiv incatt incattivent incattivir incattiviss incattivissim
incav incava incavast incaver incavin
incavol incavola incavolast incavoler incavolin
incazz incazza incazzast incazzer incazzin
inced incedent inceder incedess incedessim incedest incedett incedetter
incend incendia incendiast incendier incendin
incener incenerent incenerir inceneriss incenerissim inceneritor
incens incensa incensast incenser incensin
incentiv incent incentiva incentivast incentiver incentivin
incentr incentra incentrast incentrer incentrin
incepp inceppa inceppast incepper inceppin
incer incera incerast incerer incerin
incernier incern incernierast incernierer incernierin
incespic incesp incespica incespicast incespicher incespichin
incett incetta incettast incetter incettin
inchin inchina inchinast inchiner inchinin
inchiod inchioda inchiodast inchioder inchiodin
inchiostr inchiostra inchiostrast inchiostrer inchiostrin
inciamp inciampa inciampast inciamper inciampin
incid incident incider incidess incidessim incidest incis inciser
inciner incin incinerast incinerer incinerin
incipr incipria incipriast inciprier inciprin
incist incista incistast incister incistin
incit incita incitast inciter incitin
incivil incivilent incivilir inciviliss incivilissim
inclin inclina inclinast incliner inclinin
includ includent includer includess includessim includest inclus incluser
incocc incocca incoccast incoccer incoccher incocchin incoccia incocciast incoccin
incogl incoglient incoglier incogliess incogliessim incogliest incolg incols incolser incolt
incoll incolla incollast incollin
incoller incollerent incollerir incolleriss incollerissim
incolonn incolonna incolonnast incolonner incolonnin
incolp incolpa incolpast incolper incolpin
incomb incombent incomber incombess incombessim incombest incombett incombetter
incominc incomincer incomincia incominciast incomincin
incomod incomoda incomodast incomoder incomodin
incontr incontra incontrast incontrer incontrin
incoragg incoragger incoraggia incoraggiast incoraggin
incord incorda incordast incorder incordin
incorn incorna incornast incorner incornin
incornic incornicer incornicia incorniciast incornicin
incoron incor incorona incoronast incoroner incoronin
incorpor incorpora incorporast incorporer incorporin
incorr incorrent incorrer incorress incorressim incorrest incors incorser
increment incrementa incrementast incrementer incrementin
incresc increbb increbber incresce increscent increscer increscess increscessim increscest
incresp increspa increspast incresper increspin
incretin incretinent incretinir incretiniss incretinissim
incrimin incrimina incriminast incriminer incriminin
incrin incrina incrinast incriner incrinin
incroc incrocer incrocia incrociast incrocin
incrod incroda incrodast incroder incrodin
incrost incrosta incrostast incroster incrostin
incrud incrudent incrudir incrudiss incrudissim
incrudel incrudelent incrudelir incrudeliss incrudelissim
incub incuba incubast incuber incubin
inculc inculca inculcast inculcher inculchin
incun incune incunea incuneast incuneer incunei incuneiam incunein
incup incupent incupir incupiss incupissim
incurios incur incuriosent incuriosir incuriosiss incuriosissim
incurv incurva incurvast incurver incurvin
incut incute incutent incuter incutess incutessim incutest
indag indaga indagast indagher indaghin
indebit indeb indebita indebitast indebiter indebitin
indebol indebolent indebolir indeboliss indebolissim
indennizz indennizza indennizzast indennizzer indennizzin
indett indetta indettast indetter indettin
indic indica indicast indicher indichin
indicizz indicizza indicizzast indicizzer indicizzin
indietregg indietregger indietreggia indietreggiast indietreggin
indign indigna indignast indigner indignin
indir indicent indicess indicessim indicest indira indirann indire indirebb indirebber indirem indirest indirn indiss indisser indit
indirizz indirizza indirizzast indirizzer indirizzin
indispett indispettent indispettir indispettiss indispettissim
indisporr indisp indispon indisponent indisponess indisponessim indisponest indispong indisporra indisporrann indisporre indisporrebb indisporrebber indisporrem indisporrest indisposer indispost
individu individua individuast individuer individui individuiam individuin
individualizz individualizza individualizzast individualizzer individualizzin
indiz indizia indiziast indizier indizin
indolenz indolenzent indolenzir indolenziss indolenzissim
indor indora indorast indorer indorin
indoss indossa indossast indosser indossin
indottrin indottrina indottrinast indottriner indottrinin
indovin indovina indovinast indoviner indovinin
indug induger indugia indugiast indugin
indulg indulgent indulger indulgess indulgessim indulgest induls indulser indult
indur indurent indurir induriss indurissim
indurr indott induc inducent inducess inducessim inducest indurra indurrann indurre indurrebb indurrebber indurrem indurrest induss indusser
industr industria industriast industrier industrin
industrializz industrializza industrializzast industrializzer industrializzin
inebet inebetent inebetir inebetiss inebetissim
inerpic inerp inerpica inerpicast inerpicher inerpichin
infagott infagotta infagottast infagotter infagottin
infam infama infamast infamer infamin
infang infanga infangast infangher infanghin
infarc infarcent infarcir infarciss infarcissim
infarin infarina infarinast infariner infarinin
infastid infastident infastidir infastidiss infastidissim
infatu infatua infatuast infatuer infatui infatuiam infatuin
infeltr infeltrent infeltrir infeltriss infeltrissim
infer inferent inferir inferiss inferissim infers inferser infert
inferm inferma infermast infermer infermin
inferoc inferocent inferocir inferociss inferocissim
infervor infervora infervorast infervorer infervorin
infest infesta infestast infester infestin
infett infetta infettast infetter infettin
infeud infeuda infeudast infeuder infeudin
infiacc infiacchent infiacchir infiacchiss infiacchissim
infial infiala infialast infialer infialin
infiamm infi infiamma infiammast infiammer infiammin
infic inficer inficia inficiast inficin
infier infierent infierir infieriss infierissim
infigg infiggent infigger infiggess infiggessim infiggest infiss infisser
infil infila infilast infiler infilin
infilz infilza infilzast infilzer infilzin
infing infingent infinger infingess infingessim infingest infins infinser infint
infinocc infinocchia infinocchiast infinocchier infinocchin
infiocchett infiocchetta infiocchettast infiocchetter infiocchettin
infior infiora infiorast infiorer infiorin
infiorett infioretta infiorettast infioretter infiorettin
infirm infirma infirmast infirmer infirmin
infisc infischia infischiast infischier infischin
infitt infittent infittir infittiss infittissim
inflazion inflaz inflaziona inflazionast inflazioner inflazionin
infligg infliggent infligger infliggess infliggessim infliggest infliss inflisser inflitt
influ influent influi influiam influir influiss influissim influist
influenz influenza influenzast influenzer influenzin
infoc infoca infocast infocher infochin
infogn infogna infognast infogner infognin
infolt infoltent infoltir infoltiss infoltissim
infond infondent infonder infondess infondessim infondest infus infuser
inforc inforca inforcast inforcher inforchin
inform informa informast informer informin
informatizz informatizza informatizzast informatizzer informatizzin
inforn inforna infornast inforner infornin
infortun infortuna infortunast infortuner infortunin
infoss infossa infossast infosser infossin
infradic infrad infradicer infradicia infradiciast infradicin
inframmett inframmess inframmettent inframmetter inframmettess inframmettessim inframmettest inframmis inframmiser
infrang infrangent infranger infrangess infrangessim infrangest infrans infranser infrant
infredd infredda infreddast infredder infreddin
infreddol infreddolent infreddolir infreddoliss infreddolissim
infuoc infuoca infuocast infuocher infuochin
infur infuria infuriast infurier infurin
ingabb ingabbia ingabbiast ingabbier ingabbin
ingagg ingagger ingaggia ingaggiast ingaggin
ingagliard ingagliardent ingagliardir ingagliardiss ingagliardissim
ingann inganna ingannast inganner ingannin
ingarbugl ingarbuglia ingarbugliast ingarbuglier ingarbuglin
ingegn ingegna ingegnast ingegner ingegnin
ingelos ingel ingelosent ingelosir ingelosiss ingelosissim
ingemm ingemma ingemmast ingemmer ingemmin
ingener ingen ingenerast ingenerer ingenerin
ingentil ingentilent ingentilir ingentiliss ingentilissim
inger ingerent ingerir ingeriss ingerissim
ingess ingessa ingessast ingesser ingessin
inghiai inghia inghiaia inghiaiam inghiaiast inghiaier inghiain
inghiott inghiottent inghiottir inghiottiss inghiottissim
inghirland inghirl inghirlanda inghirlandast inghirlander inghirlandin
ingiall ingiallent ingiallir ingialliss ingiallissim
ingigant ingig ingigantent ingigantir ingigantiss ingigantissim
inginocc inginocchia inginocchiast inginocchier inginocchin
ingioiell ingioiella ingioiellast ingioieller ingioiellin
ingiung ingiungent ingiunger ingiungess ingiungessim ingiungest ingiuns ingiunser ingiunt
ingiur ingiuria ingiuriast ingiurier ingiurin
inglob ingloba inglobast inglober inglobin
ingobb ingobbent ingobbir ingobbiss ingobbissim
ingoff ingoffent ingoffir ingoffiss ingoffissim
ingoi ingo ingoia ingoiam ingoiast ingoier ingoin
ingolf ingolfa ingolfast ingolfer ingolfin
ingoll ingolla ingollast ingoller ingollin
ingolos ingol ingolosent ingolosir ingolosiss ingolosissim
ingombr ingombra ingombrast ingombrer ingombrin
ingomm ingomma ingommast ingommer ingommin
ingorg ingorga ingorgast ingorgher ingorghin
ingozz ingozza ingozzast ingozzer ingozzin
ingran ingrana ingranast ingraner ingranin
ingrand ingrandent ingrandir ingrandiss ingrandissim
ingrass ingrassa ingrassast ingrasser ingrassin
ingravid ingravida ingravidast ingravider ingravidin
ingraz ingrazia ingraziast ingrazier ingrazin
ingross ingrossa ingrossast ingrosser ingrossin
inguai ingua inguaia inguaiam inguaiast inguaier
inguain inguaina inguainast inguainer inguainin
ingurgit ingurg ingurgita ingurgitast ingurgiter ingurgitin
inib inibent inibir inibiss inibissim inibitor inibizion
iniett inietta iniettast inietter iniettin
inimic inim inimica inimicast inimicher inimichin
iniz inizia iniziast inizier inizin
innaff innaffia innaffiast innaffier innaffin
innalz innalza innalzast innalzer innalzin
innamor innamora innamorast innamorer innamorin
innegg innegger inneggia inneggiast inneggin
innerv innerva innervast innerver innervin
innervos innervosent innervosir innervosiss innervosissim
innesc innesca innescast innescher inneschin
innest innesta innestast innester innestin
innov innova innovast innover innovin
inocul inocula inoculast inoculer inoculin
inoltr inoltra inoltrast inoltrer inoltrin
inond inonda inondast inonder inondin
inorgogl inorgoglent inorgoglir inorgogliss inorgoglissim
inorrid inorrident inorridir inorridiss inorridissim
inquadr inquadra inquadrast inquadrer inquadrin
inquiet inquieta inquietast inquieter inquietin
inquin inquina inquinast inquiner inquinin
inquis inquisent inquisir inquisiss inquisissim inquisitor inquisizion
insabb insabbia insabbiast insabbier insabbin
insacc insacca insaccast insaccher insacchin
insaliv insal insaliva insalivast insaliver insalivin
insan insanent insanir insaniss insanissim
insanguin insanguina insanguinast insanguiner insanguinin
insapon insap insapona insaponast insaponer insaponin
insapor insaporent insaporir insaporiss insaporissim
inscatol inscatola inscatolast inscatoler inscatolin
inscen inscena inscenast inscener inscenin
inscriv inscriss inscrisser inscritt inscrivent inscriver inscrivess inscrivessim inscrivest
insecc insecchent insecchir insecchiss insecchissim
insed insedia insediast insedier insedin
insegn insegna insegnast insegner insegnin
insegu inseguent insegui inseguiam inseguir inseguiss inseguissim inseguitor inseguitr
insell insella insellast inseller insellin
inselvatic inselvat inselvatichent inselvatichir inselvatichiss inselvatichissim
inser inserent inserir inseriss inserissim
insid insidia insidiast insidier insidin
insign insignent insignir insigniss insignissim
insil insila insilast insiler insilin
insinu insinua insinuast insinuer insinui insinuiam insinuin
insist insistent insister insistess insistessim insistest insistett insistetter
insolent insolentent insolentir insolentiss insolentissim
insonorizz insonorizza insonorizzast insonorizzer insonorizzin
insorg insorgent insorger insorgess insorgessim insorgest insors insorser insort
insospett insospettent insospettir insospettiss insospettissim
insozz insozza insozzast insozzer insozzin
inspir inspira inspirast inspirer inspirin
install installa installast installer installin
instar insta instamm instan instand instant instass instasser instassim instast instat instav instavam inster instera insterann instere insterebb insterebber insterem insterest insti instiam instin insto
instaur instaura instaurast instaurer instaurin
instill instilla instillast instiller instillin
instrad instrada instradast instrader instradin
insudic insud insudicer insudicia insudiciast insudicin
insuffl insuffla insufflast insuffler insufflin
insult insulta insultast insulter insultin
insuperb insuperbent insuperbir insuperbiss insuperbissim
intabarr intabarra intabarrast intabarrer intabarrin
intacc intacca intaccast intaccher intacchin
intagl intaglia intagliast intaglier intaglin
intars intarsia intarsiast intarsier intarsin
intas intasa intasast intaser intasin
intasc intasca intascast intascher intaschin
intavol intavola intavolast intavoler intavolin
integr integra integrast integrer integrin
intelai intela intelaia intelaiam intelaiast intelaier intelain
intellettualizz intellettualizza intellettualizzast intellettualizzer intellettualizzin
intend intendent intender intendess intendessim intendest intes inteser
intener intenerent intenerir inteneriss intenerissim
intensific intensif intensifica intensificast intensificher intensifichin
intent intenta intentast intenter intentin
interag interagent interagir interagiss interagissim
intercal intercala intercalast intercaler intercalin
interced intercedent interceder intercedess intercedessim intercedest intercedett intercedetter
intercett intercetta intercettast intercetter intercettin
intercolleg intercollega intercollegast intercollegher intercolleghin
interconnett interconnette interconnettent interconnetter interconnettess interconnettessim interconnettest
intercorr intercorrent intercorrer intercorress intercorressim intercorrest intercors intercorser
interd interdett interdic interdicent interdicessim interdicest interdir interdiss interdizion
interdisciplin interdisciplina interdisciplinast interdiscipliner interdisciplinin
interess inter interessa interessast interesser interessin
interfacc interfaccer interfaccia interfacciast interfaccin
interfer interferent interferir interferiss interferissim
interiorizz interiorizza interiorizzast interiorizzer interiorizzin
interlin interline interlinea interlineast interlineer interlinei interlineiam interlinein
interloqu interloquent interloquir interloquiss interloquissim
intermed intermedia intermediast intermedier intermedin
intern interna internast interner internin
internalizz internalizza internalizzast internalizzer internalizzin
internazionalizz internazionalizza internazionalizzast internazionalizzer internazionalizzin
interpell interpella interpellast interpeller interpellin
interpol interpola interpolast interpoler interpolin
interporr interp interpon interponent interponess interponessim interponest interpong interporra interporrann interporre interporrebb interporrebber interporrem interporrest interport interposer interpost
interpret interpreta interpretast interpreter interpretin
interr interra interrast interrer interrin
interrog interroga interrogast interrogher interroghin
interromp interrompent interromper interrompess interrompessim interrompest interrott interrupp interrupper
intersec interseca intersecast intersecher intersechin
interstell interstella interstellast intersteller interstellin
intervall intervalla intervallast intervaller intervallin
interven intervenent interveng interveniss intervenissim intervenn intervenner interverr interverra interverrann interverre interverrebb interverrebber interverrem interverrest intervien
intervist interv intervista intervistast intervister intervistin
intess intesse intessent intesser intessess intessessim intessest
intest intesta intestast intester intestin
intestard intestardir intestardiss intestardissim
intiepid intiepident intiepidir intiepidiss intiepidissim
intim intima intimast intimer intimin
intimid intimident intimidir intimidiss intimidissim
intimor intimorent intimorir intimoriss intimorissim
inting intingent intinger intingess intingessim intingest intins intinser intint
intitol intitola intitolast intitoler intitolin
inton intona intonast intoner intonin
intonac intonaca intonacast intonacher intonachin
intont intontent intontir intontiss intontissim
intopp intoppa intoppast intopper intoppin
intorbid intorbida intorbidast intorbider intorbidin
intorpid intorpident intorpidir intorpidiss intorpidissim
intossic intoss intossica intossicast intossicher intossichin
intralc intralcer intralcia intralciast intralcin
intrallazz intrallazza intrallazzast intrallazzer intrallazzin
intramezz intramezza intramezzast intramezzer intramezzin
intrappol intrappola intrappolast intrappoler intrappolin
intraprend intrapr intraprendent intraprender intraprendess intraprendessim intraprendest intrapres intrapreser
intratten intrattenent intratteness intrattenessim intrattenest intratteng intrattenn intrattenner intratterr intratterra intratterrann intratterre intratterrebb intratterrebber intratterrem intratterrest intrattien
intraved intravedent intravedess intravedessim intravedest intravedr intravedra intravedrann intravedre intravedrebb intravedrebber intravedrem intravedrest intravid intravider
intravved intravvedent intravvedess intravvedessim intravvedest intravvedr intravvedra intravvedrann intravvedre intravvedrebb intravvedrebber intravvedrem intravvedrest intravvid intravvider
intrecc intreccer intreccia intrecciast intreccin
intric intrica intricast intricher intrichin
intrid intrident intrider intridess intridessim intridest intris intriser
intrig intriga intrigast intrigher intrighin
intrist intristent intristir intristiss intristissim
introdurr introdott introduc introducent introducess introducessim introducest introdurra introdurrann introdurre introdurrebb introdurrebber introdurrem introdurrest introdurv introduss introdusser
introit intro introita introitast introiter introitin
intromett intromess intromettent intrometter intromettess intromettessim intromettest intromis intromiser
intron introna intronast introner intronin
intrud intrudent intruder intrudess intrudessim intrudest intrus intruser
intrufol intrufola intrufolast intrufoler intrufolin
intrugl intruglia intrugliast intruglier intruglin
intu intuent intui intuiam intuir intuiss intuissim intuist intuizion
inturgid inturgident inturgidir inturgidiss inturgidissim
inum inuma inumast inumer inumin
inumid inumident inumidir inumidiss inumidissim
inurb inurba inurbast inurber inurbin
inutilizz inutilizza inutilizzast inutilizzer inutilizzin
invad invadent invader invadess invadessim invadest
invag invaghent invaghir invaghiss invaghissim
inval invalent invaless invalessim invalest invalg invals invalser invarr invarra invarrann invarre invarrebb invarrebber invarrem invarrest
invalid invalida invalidast invalider invalidin
invas invasa invasast invasin
inve inveent invei inveiam inveir inveiss inveissim inveist
invecc invecchia invecchiast invecchier invecchin
invelen invelenent invelenir inveleniss invelenissim
invent inventa inventast inventer inventin
inventar inventaria inventariast inventarier inventarin
inverd inverdent inverdir inverdiss inverdissim
invert invertent invertir invertiss invertissim
invest investent investir investiss investissim investitor
investig investiga investigast investigher investighin
invi invia inviam inviant inviast invier inviin
invid invidia invidiast invidier invidin
invil invilent invilir inviliss invilissim
invilupp inviluppa inviluppast invilupper inviluppin
inviper inviperent inviperir inviperiss inviperissim
invisc invischia invischiast invischier invischin
invit invita invitast inviter invitin
invoc invoca invocast invocher invochin
invogl invoglia invogliast invoglier invoglin
invol invola involast involer involin
involg involgent involger involgess involgessim involgest involser
involgar involgarent involgarir involgariss involgarissim
involt involta involtast involter involtin
involv involve involvent involver involvess involvessim involvest
inzaccher inzacc inzaccherast inzaccherer inzaccherin
inzavorr inzavorra inzavorrast inzavorrer inzavorrin
inzepp inzeppa inzeppast inzepper inzeppin
inzuccher inzucc inzuccherast inzuccherer inzuccherin
inzupp inzuppa inzuppast inzupper inzuppin
ionizz ionizza ionizzast ionizzer ionizzin
ipnotizz ipnotizza ipnotizzast ipnotizzer ipnotizzin
ipotec ipoteca ipotecast ipotecher ipotechin
ipotizz ipotizza ipotizzast ipotizzer ipotizzin
irid irida iridast irider iridin
irizz irizza irizzast irizzer irizzin
ironizz ironizza ironizzast ironizzer ironizzin
irrad irradia irradiast irradier irradin
irragg irragger irraggia irraggiast irraggin
irrancid irrancident irrancidir irrancidiss irrancidissim
irreggiment irregg irreggimenta irreggimentast irreggimenter irreggimentin
irregol irregola irregolast irregoler irregolin
irret irretent irretir irretiss irretissim
irrid irrider irridess irridessim irridest irridir irridiss irridissim irris irriser
irrig irriga irrigast irrigher irrighin
irrigid irrigident irrigidir irrigidiss irrigidissim
irrit irrita irritast irriter irritin
irrobust irrobustent irrobustir irrobustiss irrobustissim
irrog irroga irrogast irrogher irroghin
irromp irrompent irromper irrompess irrompessim irrompest irrott irrupp irrupper
irror irrora irrorast irrorer irrorin
irruvid irruvident irruvidir irruvidiss irruvidissim
ischeletr ischeletrent ischeletrir ischeletriss ischeletrissim
iscriv iscriss iscrisser iscritt iscrivent iscriver iscrivess iscrivessim iscrivest
islamizz islamizza islamizzast islamizzer islamizzin
isol isola isolast isoler isolin
ispess ispessent ispessir ispessiss ispessissim
ispezion ispez ispeziona ispezionast ispezioner ispezionin
ispir ispira ispirast ispirer ispirin
issar issa issamm issan issand issant issars issass issasser issassim issast issat issav issavam isser issera isserann issere isserebb isserebber isserem isserest issi issiam issin isso
istall istalla istallast istaller istallin
isteril isterilent isterilir isteriliss isterilissim
istig istiga istigast istigher istighin
istill istilla istillast istiller istillin
istitu istituent istitui istituiam istituir istituiss istituissim
istituzionalizz istituzionalizza istituzionalizzast istituzionalizzer istituzionalizzin
istor istoria istoriast istorier istorin
istrad istrada istradast istrader istradin
istru istruent istrui istruiam istruir istruiss istruissim istruist istruzion
istupid istupident istupidir istupidiss istupidissim
italianizz italianizza italianizzast italianizzer italianizzin
iter itera iterast iterer iterin
iugul iugula iugulast iuguler iugulin
lacc lacca laccant laccast laccher lacchin
lacer lacerast lacerer lacerin
lacrim lacrima lacrimast lacrimer lacrimin
lagn lagna lagnast lagner lagnin
laicizz laicizza laicizzast laicizzer laicizzin
lamb lambent lambir lambiss lambissim lambist
lambicc lambicca lambiccast lambiccher lambicchin
lament lamenta lamentast lamenter lamentin
lamin lamina laminast laminer laminin
lampegg lampegger lampeggia lampeggiast lampeggin
lanc lancer lancia lanciant lanciast lanciator lancin
langu languent langui languiam languir languiss languissim languist
lapid lapida lapidast lapider lapidin
lapp lappa lappant lappast lapper lappin
lardell lardella lardellast lardeller lardellin
larg largent largir largiss largissim largist
larghegg larghegger largheggia largheggiast largheggin
lasc lascer lascia lasciant lasciast lascin
lastric lastrica lastricast lastricher lastrichin
latinegg latinegger latineggia latineggiast latineggin
latinizz latinizza latinizzast latinizzer latinizzin
latit latita latitast latiter latitin
latr latra latrant latrast latrer latrin
laur laure laurea laureant laureast laureer laurei laureiam laurein
lav lava lavant lavast lavatric laver lavin
lavor lavora lavorast lavorer lavorin
lavoricc lavoricchia lavoricchiast lavoricchier lavoricchin
lecc lecca leccant leccast leccher lecchin
led ledent leder ledess ledessim ledest leser
leg lega legant legast legazion legher leghin
legalizz legalizza legalizzast legalizzer legalizzin
legg leggent legger leggess leggessim leggest lett
leggicc leggicchia leggicchiast leggicchier leggicchin
leggiucc leggiucchia leggiucchiast leggiucchier leggiucchin
legifer legif legiferast legiferer legiferin
legittim legittima legittimast legittimer legittimin
legn legna legnant legnast legner legnin
len lenent lenir leniss lenissim lenist
lerc lercer lercia lerciant lerciast lercin
lesin lesina lesinast lesiner lesinin
lesion lesiona lesionast lesioner lesionin
less lessa lessant lessast lessin
letic letica leticast leticher letichin
lev leva levant levast levatric lever levin
levig leviga levigast levigher levighin
levit levita levitast leviter levitin
lib liba libant libast libin
liber liberast liberer liberin
liberalizz liberalizza liberalizzast liberalizzer liberalizzin
libr libra librant librast librer librin
lic lec licess
licenz licenzia licenziast licenzier licenzin
licit licita licitast liciter licitin
lievit lievita lievitast lieviter lievitin
lim lima limant limast limer limin
limit limita limitast limiter limitin
lin linea lineant lineast lineer linei lineiam linein
linc lincer lincia linciant linciast lincin
liofilizz liofilizza liofilizzast liofilizzer liofilizzin
liquef liquefa liquefac liquefacc liquefacent liquefacess liquefacessim liquefacest liquefann liquefar liquefara liquefarann liquefare liquefarebb liquefarebber liquefarem liquefarest liquefatt liquefec liquefecer
liquid liquida liquidast liquider liquidin
lisc liscer liscia lisciant lisciast liscin
lisciv liscivia lisciviast liscivier liscivin
list lista listant listast lister listin
litig litiga litigast litigher litighin
litograf litografa litografast litografer litografin
livell livella livellast liveller livellin
loc loca locant locast locator locazion loch locher lochin
localizz localizza localizzast localizzer localizzin
locuplet locupleta locupletast locupleter locupletin
lod loda lodant lodast loder lodin
logor logora logorast logorer logorin
lord lorda lordant lordast lorder lordin
lott lotta lottant lottast lottator lotter lottin
lottizz lottizza lottizzast lottizzer lottizzin
lubrific lubrif lubrifica lubrificast lubrificher lubrifichin
luc luce lucent lucer lucess lucessim lucest
luccic luccica luccicast luccicher luccichin
lucid lucida lucidast lucider lucidin
lucr lucra lucrant lucrast lucrer lucrin
lumegg lumegger lumeggia lumeggiast lumeggin
lumin lumina luminast luminer luminin
lun luna lunant lunast luner lunin
lusing lusinga lusingast lusingher lusinghin
luss lussa lussant lussast lussazion lusser lussin
lussuregg lussuregger lussureggia lussureggiast lussureggin
lustr lustra lustrant lustrast lustrer lustrin
macc macchia macchiant macchiast macchier
macchiett macchietta macchiettast macchietter macchiettin
macchin macchina macchinast macchiner macchinin
macell macella macellast maceller macellin
macer macerast macerer macerin
macin macina macinast maciner macinin
maciull maciulla maciullast maciuller maciullin
macul macula maculast maculer maculin
maggior maggiora maggiorast maggiorer maggiorin
magnetizz magnetizza magnetizzast magnetizzer magnetizzin
magnific magnif magnifica magnificast magnificher magnifichin
maled maledett maledic maledicent maledicess maledicessim maledicest maledir malediss maledizion
malf malfa malfac malfacc malfacent malfacess malfacessim malfacest malfann malfar malfara malfarann malfare malfarebb malfarebber malfarem malfarest malfatt malfec malfecer
malgiudic malgiud malgiudica malgiudicast malgiudicher malgiudichin
malign maligna malignast maligner malignin
malmen malmena malmenast malmener malmenin
maltratt maltratta maltrattast maltratter maltrattin
malvers malv malversa malversast malverser malversin
malvol malvogl malvolent malvoless malvolessim malvolest malvoll malvoller malvorr malvorra malvorrann malvorre malvorrebb malvorrebber malvorrem malvorrest malvuo malvuol
manc manca mancant mancast mancher manchin
mand manda mandant mandast mander mandin
manegg manegger maneggia maneggiast maneggin
mang manger mangia mangiant mangiast mangiator mangin
mangan mangana manganast manganer manganin
manganell manganella manganellast manganeller manganellin
mangiucc mangiucchia mangiucchiast mangiucchier mangiucchin
manifattur manifattura manifatturast manifatturer manifatturin
manifest manifesta manifestast manifester manifestin
manipol manipola manipolast manipoler manipolin
manomett manomess manomettent manometter manomettess manomettessim manomettest manomis manomiser
manovr manovra manovrast manovrer manovrin
mansuef mansuefa mansuefast mansuefer mansuefin
manten mantenent manteness mantenessim mantenest manteng mantenn mantenner manterr manterra manterrann manterre manterrebb manterrebber manterrem manterrest mantien
manualizz manualizza manualizzast manualizzer manualizzin
marc marca marcant marcast marcator marcent marcer marcher marchia marchiant marchiast marchier marcia marciant marciast marciator marciatric marcin marcir marciss marcissim marcist
maregg maregger mareggia mareggiast mareggin
marezz marezza marezzast marezzer marezzin
margin margina marginast marginer marginin
marin marina marinast mariner marinin
marit marita maritast mariter maritin
marmorizz marmorizza marmorizzast marmorizzer marmorizzin
marsal marsala marsalast marsaler marsalin
martell martella martellast marteller martellin
martirizz martirizza martirizzast martirizzer martirizzin
martor martoria martoriast martorier martorin
masc maschia maschiant maschiast maschier maschin
mascher mascherast mascherer mascherin
mascolinizz mascolinizza mascolinizzast mascolinizzer mascolinizzin
massacr massacra massacrast massacrer massacrin
massagg massagger massaggia massaggiast massaggin
massell massella massellast masseller massellin
massific massif massifica massificast massificher massifichin
massimizz massimizza massimizzast massimizzer massimizzin
mastic mastica masticast masticher mastichin
masturb masturba masturbast masturber masturbin
materializz materializza materializzast materializzer materializzin
matricol matricola matricolast matricoler matricolin
matton mattona mattonast mattoner mattonin
matur matura maturast maturer maturin
meccanizz meccanizza meccanizzast meccanizzer meccanizzin
med media mediant mediast mediator mediazion medier medin
medic medica medicast medicher medichin
medit medita meditast mediter meditin
mellific mellif mellifica mellificast mellificher mellifichin
memorizz memorizza memorizzast memorizzer memorizzin
men mena menant menast mener menin
mendic mendica mendicast mendicher mendichin
menom menoma menomast menomer menomin
ment mentent mentir mentiss mentissim mentist mentitor
mentov mentova mentovast mentover mentovin
menzion menz menziona menzionast menzioner menzionin
meravigl meraviglia meravigliast meraviglier meraviglin
mercantegg mercantegger mercanteggia mercanteggiast mercanteggin
mercerizz mercerizza mercerizzast mercerizzer mercerizzin
mercific mercif mercifica mercificast mercificher mercifichin
merigg merigger meriggia meriggiast meriggin
merit merita meritast meriter meritin
merlett merletta merlettast merletter merlettin
mesc mesce mescent mescer mescess mescessim mescest
mescol mescola mescolast mescoler mescolin
mest mesta mestant mestast mestator mester mestin
metallizz metallizza metallizzast metallizzer metallizzin
mett mess mettent metter mettess mettessim mettest miser
miagol miagola miagolast miagoler miagolin
microfilm microfilma microfilmast microfilmer microfilmin
miet miete mietent mieter mietess mietessim mietest
miglior migliora migliorast migliorer migliorin
migr migra migrant migrast migrazion migrer migrin
milit milita militast militer militin
militarizz militarizza militarizzast militarizzer militarizzin
millant millanta millantast millanter millantin
millimetr millimetra millimetrast millimetrer millimetrin
mim mima mimant mimast mimer mimin
mimetizz mimetizza mimetizzast mimetizzer mimetizzin
min mina minant minast minator miner minia miniant miniast miniator minier
minacc minaccer minaccia minacciast minaccin
minchion minc minchiona minchionast minchioner minchionin
mineralizz mineralizza mineralizzast mineralizzer mineralizzin
ming mingent minger mingess mingessim mingest mins minser mint
miniaturizz miniaturizza miniaturizzast miniaturizzer miniaturizzin
minimizz minimizza minimizzast minimizzer minimizzin
ministr ministra ministrast ministrer ministrin
minor minora minorast minorer minorin
mir mira mirant mirast mirer mirin
misc mischia mischiant mischiast mischier mischin
miscel miscela miscelast misceler miscelin
misconosc misconobb misconobber misconoscent misconoscer misconoscess misconoscessim misconoscest
mistific mistif mistifica mistificast mistificher mistifichin
misur misura misurast misurer misurin
miticizz miticizza miticizzast miticizzer miticizzin
mitig mitiga mitigast mitigher mitighin
mitizz mitizza mitizzast mitizzer mitizzin
mitragl mitraglia mitragliast mitraglier mitraglin
mitridatizz mitridatizza mitridatizzast mitridatizzer mitridatizzin
mobil mobilia mobiliast mobilier mobilin
mobilit mobilita mobilitast mobiliter mobilitin
mobilizz mobilizza mobilizzast mobilizzer mobilizzin
modell modella modellast modeller modellin
moder moderast moderer moderin
modernizz modernizza modernizzast modernizzer modernizzin
modific modif modifica modificast modificher modifichin
modul modula modulast moduler modulin
mol mola molant molast moler molin
molc molcent molcer molcess molcessim molcest mols molser
molest molesta molestast molester molestin
moll molla mollant mollast moller mollin
mollegg mollegger molleggia molleggiast molleggin
moltiplic moltipl moltiplica moltiplicast moltiplicher moltiplichin
monac monaca monacast monacher monachin
mond monda mondant mondast monder mondin
monet moneta monetast moneter monetin
monetizz monetizza monetizzast monetizzer monetizzin
monitor monitora monitorast monitorer monitorin
monolog monologa monologast monologher monologhin
monopolizz monopolizza monopolizzast monopolizzer monopolizzin
mont monta montant montast montator monter montin
monumentalizz monumentalizza monumentalizzast monumentalizzer monumentalizzin
mor morent morir moriss morissim morist mort muoi muor
moralegg moralegger moraleggia moraleggiast moraleggin
moralizz moralizza moralizzast moralizzer moralizzin
mord mordent morder mordess mordessim mordest mors morser
mordicc mordicchia mordicchiast mordicchier mordicchin
mormor mormora mormorast mormorer mormorin
morsic morsica morsicast morsicher morsichin
mortific mortif mortifica mortificast mortificher mortifichin
mostr mostra mostrant mostrast mostrer mostrin
motiv mot motiva motivast motiver motivin
motorizz motorizza motorizzast motorizzer motorizzin
mottegg mottegger motteggia motteggiast motteggin
moviment mov movimenta movimentast movimenter movimentin
mozz mozza mozzant mozzast mozzer mozzin
muff muffent muffir muffiss muffissim muffist
mugg muggent mugghia mugghiant mugghiast mugghier mugghin muggir muggiss muggissim muggist
mugol mugola mugolast mugoler mugolin
mugugn mugugna mugugnast mugugner mugugnin
mulin mulina mulinast muliner mulinin
mult multa multant multast multer multin
multilivell multilivella multilivellast multiliveller multilivellin
mummific mummif mummifica mummificast mummificher mummifichin
mun munent munir muniss munissim munist munizion
mung mungent munger mungess mungessim mungest muns munser munt
municipalizz municipalizza municipalizzast municipalizzer municipalizzin
muov moss mosser mossoc muovent muover muovess muovessim muovest
mur mura murant murast murator murer murin
music musica musicast musicher musichin
muss mussa mussant mussast musser mussin
mut muta mutant mutast mutazion muter mutin
mutil mutila mutilast mutiler mutilin
mutu mutua mutuant mutuast mutuer mutui mutuiam mutuin
narcotizz narcotizza narcotizzast narcotizzer narcotizzin
narr narra narrant narrast narrator narratric narrazion narrer narrin
nasc nacqu nacquer nascent nascer nascess nascessim nascest nat
nascond nascondent nasconder nascondess nascondessim nascondest nascos nascoser nascost
naturalizz naturalizza naturalizzast naturalizzer naturalizzin
naufrag naufraga naufragast naufragher naufraghin
naus nause nausea nauseant nauseast nauseer nausei nauseiam nausein
navig naviga navigast navigher navighin
nazionalizz nazionalizza nazionalizzast nazionalizzer nazionalizzin
nebulizz nebulizza nebulizzast nebulizzer nebulizzin
necessit necess necessita necessitast necessiter necessitin
necrotizz necrotizza necrotizzast necrotizzer necrotizzin
neg nega negant negast negator negazion negh negher neghin
neglig negl negless negligent negliger negligess negligessim negligest
negoz negozia negoziast negozier negozin
neregg neregger nereggia nereggiast nereggin
nett netta nettant nettast netter nettin
neutralizz neutralizza neutralizzast neutralizzer neutralizzin
nevic nevica nevicast nevicher nevichin
nevisc nevischia nevischiast nevischier nevischin
nicc nicchia nicchiant nicchiast nicchier nicchin
nichel nichela nichelast nicheler nichelin
nidific nidif nidifica nidificast nidificher nidifichin
niell niella niellant niellast nieller niellin
ninn ninna ninnant ninnast ninner ninnin
nitr nitrent nitrir nitriss nitrissim nitrist
nobilit nobil nobilita nobilitast nobiliter nobilitin
nolegg nolegger noleggia noleggiast noleggin
nom noma nomant nomast nomer
nomin nomina nominast nominer nominin
normalizz normalizza normalizzast normalizzer normalizzin
not nota notant notast notazion noter notin
notific notif notifica notificast notificher notifichin
novell novella novellast noveller novellin
nover noverast noverer noverin
numer numerast numerer numerin
nuoc nocqu nocquer nuocc nuocent nuocer nuocess nuocessim nuocest
nuot nuota nuotant nuotast nuotator nuotatric nuoter nuotin
nutr nutrent nutrir nutriss nutrissim nutrist nutrizion
nutric nutrica nutricast nutricher nutrichin
obbed obbedient obbedir obbediss obbedissim
obbiett obbietta obbiettast obbietter obbiettin
obblig obbliga obbligast obbligher obblighin
ober obera oberast oberer oberin
obiett obietta obiettast obietter obiettin
obiettiv obiettiva obiettivast obiettiver obiettivin
obli oblia obliam obliant obliast oblier oblin
obliter oblit obliterast obliterer obliterin
obnubil obnubila obnubilast obnubiler obnubilin
occasion occas occasiona occasionast occasioner occasionin
occhiegg occhiegger occhieggia occhieggiast occhieggin
occidentalizz occidentalizza occidentalizzast occidentalizzer occidentalizzin
occlud occludent occluder occludess occludessim occludest occlus occluser
occorr occorrent occorrer occorress occorressim occorrest occors occorser
occult occulta occultast occulter occultin
occup occupa occupast occuper occupin
odi odia odiam odiant odiast odier odin
odor odora odorast odorer odorin
offend offendent offender offendess offendessim offendest offendett offes offeser
offic officer officia officiast officin
offrir offert offra offran offre offrendot offrent offri offriam offrimm offrira offrirann offrire offrirebb offrirebber offrirem offrirest offrirv offriss offrisser offrissim offrist offrit offriv offrivam offro offron
offusc offusca offuscast offuscher offuschin
oggettiv oggett oggettiva oggettivast oggettiver oggettivin
olezz olezza olezzast olezzer olezzin
oli olia oliam oliant oliast olier olin
oltragg oltragger oltraggia oltraggiast oltraggin
oltrepass oltrep oltrepassa oltrepassast oltrepasser oltrepassin
ombrar ombra ombramm ombran ombrand ombrant ombrass ombrasser ombrassim ombrast ombrat ombrav ombravam ombrer ombrera ombrerann ombrere ombrerebb ombrerebber ombrerem ombrerest ombri ombriam ombrin ombro
ombregg ombregger ombreggia ombreggiast ombreggin
omett omess omettent ometter omettess omettessim omettest omis omiser
omogeneizz omogeneizza omogeneizzast omogeneizzer omogeneizzin
omolog omologa omologast omologher omologhin
ondegg ondegger ondeggia ondeggiast ondeggin
ondul ondula ondulast onduler ondulin
oner onera onerast onerer onerin
onor onora onorast onorer onorin
opacizz opacizza opacizzast opacizzer opacizzin
oper opera operast operer operin
opin opina opinast opiner opinin
oppi oppia oppiam oppiant oppiast oppier oppin
opporr oppon opponent opponess opponessim opponest oppong opporra opporrann opporre opporrebb opporrebber opporrem opporrest opporv oppos opposer oppost
opprim oppress oppresser oppriment opprimer opprimess opprimessim opprimest
oppugn oppugna oppugnast oppugner oppugnin
oprar opra opramm opran oprand oprant oprass oprasser oprassim oprast oprat oprav opravam oprer oprera oprerann oprere oprerebb oprerebber oprerem oprerest opri opriam oprin opro
optar opta optamm optan optand optant optass optasser optassim optast optat optav optavam opter optera opterann optere opterebb opterebber opterem opterest opti optiam optin opto
orar ora oramm oran orand orant orass orasser orassim orast orat orator orav oravam orazion orer orera orerann orere orerebb orerebber orerem orerest ori oriam oro
orbar orba orbamm orban orband orbant orbass orbasser orbassim orbast orbat orbav orbavam orber orbera orberann orbere orberebb orberebber orberem orberest orbi orbiam orbin orbo
orbit orbita orbitast orbiter orbitin
orchestr orchestra orchestrast orchestrer orchestrin
ordin ordina ordinast ordiner ordinin
ordir ordend ordent ordi ordiam ordimm ordira ordirann ordire ordirebb ordirebber ordirem ordirest ordisc ordiss ordisser ordissim ordist ordit ordiv ordivam
orecc orecchia orecchiast orecchier orecchin
organizz organizza organizzast organizzer organizzin
orient orienta orientast orienter orientin
origin origina originast originer originin
origl origlia origliast origlier origlin
orin orina orinast oriner orinin
orizzont orizzonta orizzontast orizzonter orizzontin
orlar orla orlamm orlan orland orlant orlass orlasser orlassim orlast orlat orlav orlavam orler orlera orlerann orlere orlerebb orlerebber orlerem orlerest orli orliam orlin orlo
ormegg ormegger ormeggia ormeggiast ormeggin
ornar orna ornament ornamm ornan ornand ornant ornars ornass ornasser ornassim ornast ornat ornav ornavam orner ornera ornerann ornere ornerebb ornerebber ornerem ornerest orni orniam ornin orno
orzar orza orzamm orzan orzand orzant orzass orzasser orzassim orzast orzat orzav orzavam orzer orzera orzerann orzere orzerebb orzerebber orzerem orzerest orzi orziam orzin orzo
osann osanna osannast osanner osannin
osar osa osamm osan osand osant osass osasser osassim osast osat osav osavam oser osera oserann osere oserebb oserebber oserem oserest osi osiam osin oso
oscill oscilla oscillast osciller oscillin
oscur oscura oscurast oscurer oscurin
ospedalizz ospedalizza ospedalizzast ospedalizzer ospedalizzin
ospit ospita ospitast ospiter ospitin
ossequ ossequia ossequiast ossequier ossequin
osserv osserva osservast osserver osservin
ossession ossess ossessiona ossessionast ossessioner ossessionin
ossid ossida ossidast ossider ossidin
ossific ossif ossifica ossificast ossificher ossifichin
ossigen ossigena ossigenast ossigener ossigenin
ostacol ostacola ostacolast ostacoler ostacolin
ostar osta ostamm ostan ostand ostant ostass ostasser ostassim ostast ostat ostav ostavam oster ostera osterann ostere osterebb osterebber osterem osterest ostiam osto
ostegg ostegger osteggia osteggiast osteggin
ostent ostenta ostentast ostenter ostentin
ostin ostina ostinast ostiner ostinin
ostracizz ostracizza ostracizzast ostracizzer ostracizzin
ostru ostruent ostrui ostruiam ostruir ostruiss ostruissim ostruist ostruzion
ottemper ottemp ottemperast ottemperer ottemperin
otten ottenent otteness ottenessim ottenest otteng ottenn ottenner otterr otterra otterrann otterre otterrebb otterrebber otterrem otterrest ottien
ottenebr ottenebra ottenebrast ottenebrer ottenebrin
ottim ottima ottimast ottimer ottimin
ottimizz ottimizza ottimizzast ottimizzer ottimizzin
otton ottona ottonast ottoner ottonin
ottund ottundent ottunder ottundess ottundessim ottundest ottus ottuser
ottur ottura otturast otturer otturin
ovatt ovatta ovattast ovatter ovattin
ovvi ovvia ovviam ovviant ovviast ovvier ovvin
ozi ozia oziam oziant oziast ozier ozin
pac paca pacant pacast pach pacher pachin
pacific pacif pacifica pacificast pacificher pacifichin
padronegg padronegger padroneggia padroneggiast padroneggin
pag paga pagant pagast pagator pagher paghin
paganegg paganegger paganeggia paganeggiast paganeggin
pal pala palant palast paler palin
pales palesa palesast paleser palesin
pall pallia palliant palliast pallier pallin
pallegg pallegger palleggia palleggiast palleggin
palp palpa palpant palpast palper palpin
palpegg palpegger palpeggia palpeggiast palpeggin
palpit palpita palpitast palpiter palpitin
palud paluda paludast paluder paludin
pan pana panant panast paner panin
panific panif panifica panificast panificher panifichin
pannegg pannegger panneggia panneggiast panneggin
papill papilla papillast papiller papillin
papp pappa pappant pappast papper pappin
par pai paiam para parant parast parent parer paress paressim parest parin parr parra parrann parre parrebb parrebber parrem parrest pars parv parver
paracadut paracad paracaduta paracadutast paracaduter paracadutin
paraf parafa parafast parafer parafin
paraffin paraffina paraffinast paraffiner paraffinin
parafras parafrasa parafrasast parafraser parafrasin
paragon parag paragona paragonast paragoner paragonin
paragraf paragrafa paragrafast paragrafer paragrafin
paralizz paralizza paralizzast paralizzer paralizzin
parc parca parcant parcast parcher parchin
parcell parcella parcellast parceller parcellin
parchegg parchegger parcheggia parcheggiast parcheggin
paregg paregger pareggia pareggiast pareggin
parific parif parifica parificast parificher parifichin
parl parla parlant parlast parlator parler parlin
parlament parlamenta parlamentast parlamenter parlamentin
parlott parlotta parlottast parlotter parlottin
parod parodia parodiast parodier parodin
part partent partir partiss partissim partist partizion
partecip partecipa partecipast parteciper partecipin
partegg partegger parteggia parteggiast parteggin
particolaregg particolaregger particolareggia particolareggiast particolareggin
partor partorent partorir partoriss partorissim
pasc pascent pascer pascess pascessim pascest pascett pascetter
pascol pascola pascolast pascoler pascolin
pass passa passant passast passator passer passin
passegg passegger passeggia passeggiast passeggin
pastegg pastegger pasteggia pasteggiast pasteggin
pasticc pasticcer pasticcia pasticciast pasticcin
pastorizz pastorizza pastorizzast pastorizzer pastorizzin
pastur pastura pasturast pasturer pasturin
pat patent patir patiss patissim patist
patin patina patinast patiner patinin
patrocin patrocina patrocinast patrociner patrocinin
pattegg pattegger patteggia patteggiast patteggin
pattin pattina pattinast pattiner pattinin
pattu pattuent pattui pattuiam pattuir pattuiss pattuissim pattuist pattuizion
pattugl pattuglia pattugliast pattuglier pattuglin
pavent paventa paventast paventer paventin
paves pavesa pavesast paveser pavesin
paviment pavimenta pavimentast pavimenter pavimentin
pavonegg pavonegger pavoneggia pavoneggiast pavoneggin
pazient pazienta pazientast pazienter pazientin
pazzegg pazzegger pazzeggia pazzeggiast pazzeggin
pecc pecca peccant peccast peccator peccatric peccher pecchin
pedal pedala pedalast pedaler pedalin
pedantegg pedantegger pedanteggia pedanteggiast pedanteggin
pedin pedina pedinast pediner pedinin
pedonalizz pedonalizza pedonalizzast pedonalizzer pedonalizzin
peggior peggiora peggiorast peggiorer peggiorin
pel pela pelant pelast peler pelin
pellegrin pellegrina pellegrinast pellegriner pellegrinin
pen pena penant penast pener penin
penalizz penalizza penalizzast penalizzer penalizzin
pencol pencola pencolast pencoler pencolin
pend pendent pender pendess pendessim pendest pendett pendetter
pendol pendola pendolast pendoler pendolin
penetr penetra penetrast penetrer penetrin
pennell pennella pennellast penneller pennellin
pennellegg pennellegger pennelleggia pennelleggiast pennelleggin
pens pensa pensant pensast pensator penser pensin
pension pensiona pensionast pensioner pensionin
pent pentir pentiss pentissim pentist
penzol penzola penzolast penzoler penzolin
pep pepa pepant pepast peper pepin
per perent perir periss perissim perist
percentualizz percentualizza percentualizzast percentualizzer percentualizzin
percep percepent percepir percepiss percepissim
percol percola percolast percoler percolin
percorr percorrent percorrer percorress percorressim percorrest percors percorser
percuot percoss percosser percuoter percuotess percuotessim percuotest
perd perdent perder perdess perdessim perdest pers perser
perdon perdona perdonast perdoner perdonin
perdur perdura perdurast perdurer perdurin
peregrin peregrina peregrinast peregriner peregrinin
perequ perequa perequast perequer perequin
perfezion perfez perfeziona perfezionast perfezioner perfezionin
perfor perfora perforast perforer perforin
pericol pericola pericolast pericoler pericolin
perifras perifrasa perifrasast perifraser perifrasin
period perioda periodast perioder periodin
periodizz periodizza periodizzast periodizzer periodizzin
perit perita peritast periter peritin
periz perizia periziast perizier perizin
perlustr perlustra perlustrast perlustrer perlustrin
perm perme permea permeant permeast permeer permei permeiam permein
perman permanent permaness permanessim permanest permang permarr permarra permarrann permarre permarrebb permarrebber permarrem permarrest permas permaser permast
permett permess permettent permetter permettess permettessim permettest permis permiser
permut permuta permutast permuter permutin
pernott pernotta pernottast pernotter pernottin
peror perora perorast perorer perorin
perpetr perpetra perpetrast perpetrer perpetrin
perpetu perpetua perpetuast perpetuer perpetui perpetuiam perpetuin
perquis perquisent perquisir perquisiss perquisissim perquisizion
perscrut perscr perscruta perscrutast perscruter perscrutin
persegu perseguent persegui perseguiam perseguir perseguiss perseguissim
perseguit perseguita perseguitast perseguiter perseguitin
persever persev perseverast perseverer perseverin
persist persistent persister persistess persistessim persistest persistett persistetter
personalizz personalizza personalizzast personalizzer personalizzin
personific personif personifica personificast personificher personifichin
persuad persuadent persuader persuadess persuadessim persuadest persuas persuaser
perturb perturba perturbast perturber perturbin
pervad pervadent pervader pervadess pervadessim pervadest pervas pervaser
perven pervenent perveng perveniss pervenissim pervenn pervenner perverr perverra perverrann perverre perverrebb perverrebber perverrem perverrest pervien
pervert pervertent pervertir pervertiss pervertissim
pes pesa pesant pesast peser pesin
pesc pesca pescant pescast pescator pescher peschin
pest pesta pestant pestast pester pestin
pesticc pesticcer pesticcia pesticciast pesticcin
pettegol pettegola pettegolast pettegoler pettegolin
pettin pettina pettinast pettiner pettinin
piac piacc piacent piacer piacess piacessim piacest piacqu piacquer
piag piaga piagant piagast piagher piaghin
piagg piagger piaggia piaggiant piaggiast piaggin
piagnucol piagnucola piagnucolast piagnucoler piagnucolin
piall pialla piallant piallast pialler piallin
pianegg pianegger pianeggia pianeggiast pianeggin
piang piangent pianger piangess piangessim piangest pians pianser
pianific pianif pianifica pianificast pianificher pianifichin
piant pianta piantant piantast piantator pianter piantin
pianton piantona piantonast piantoner piantonin
piar pia piam piamm piand piass piasser piassim piast piat piav piavam pier piera pierann piere pierebb pierebber pierem pierest pio
piastrell piastrella piastrellast piastreller piastrellin
piatton piatt piattona piattonast piattoner piattonin
piazz piazza piazzant piazzast piazzer piazzin
picc picca piccast piccher picchia picchiant picchiast picchiator picchier
picchett picchetta picchettast picchetter picchettin
picchiett picchietta picchiettast picchietter picchiettin
pieg piega piegant piegast piegher pieghin
pieghett pieghetta pieghettast pieghetter pieghettin
pietrific pietrif pietrifica pietrificast pietrificher pietrifichin
pig piger pigia pigiant pigiast pigin
pigl piglia pigliant pigliast piglier piglin
pigment pigmenta pigmentast pigmenter pigmentin
pignor pignora pignorast pignorer pignorin
pigol pigola pigolast pigoler pigolin
pill pilla pillant pillast piller pillin
pilot pilota pilotast piloter pilotin
pilucc pilucca piluccast piluccher pilucchin
piment pimenta pimentast pimenter pimentin
ping pingent pinger pingess pingessim pingest pins pinser pint
pinz pinza pinzant pinzast pinzer pinzin
piomb piomba piombant piombast piomber piombin
piot piota piotant piotast pioter piotin
piov piovent piover piovess piovessim piovest piovv piovver
pioviggin pioviggina piovigginast piovigginer piovigginin
pip pipa pipant pipast piper pipia pipiant pipiast pipier
pirategg pirategger pirateggia pirateggiast pirateggin
piroett piroetta piroettast piroetter piroettin
pisc piscer piscia pisciant pisciast piscin
pisol pisola pisolast pisoler pisolin
pispigl pispiglia pispigliast pispiglier pispiglin
pitocc pitocca pitoccast pitoccher pitocchin
pittur pittura pitturast pitturer pitturin
pizzic pizzica pizzicast pizzicher pizzichin
pizzicott pizzicotta pizzicottast pizzicotter pizzicottin
plac placa placant placast placher plachin
placc placca placcant placcast placcher placchin
plag plager plagia plagiant plagiast plagin
plan plana planant planast planer planin
plasm plasma plasmant plasmast plasmer plasmin
plastic plastica plasticast plasticher plastichin
plastific plastif plastifica plastificast plastificher plastifichin
platin platina platinast platiner platinin
plaud plaudent plauder plaudess plaudessim plaudest plaudett plaudetter plaudir plaudiss plaudissim plaudist
plor plora plorant plorast plorer plorin
pluralizz pluralizza pluralizzast pluralizzer pluralizzin
poet poeta poetant poetast poeter poetin
poeticizz poeticizza poeticizzast poeticizzer poeticizzin
pogg pogger poggia poggiant poggiast poggin
pol polent polir poliss polissim polist
polarizz polarizza polarizzast polarizzer polarizzin
polemizz polemizza polemizzast polemizzer polemizzin
policrom policroma policromast policromer policromin
polimerizz polimerizza polimerizzast polimerizzer polimerizzin
politicizz politicizza politicizzast politicizzer politicizzin
poll polla pollant pollast poller pollin
poltr poltrent poltrir poltriss poltrissim poltrist
polverizz polverizza polverizzast polverizzer polverizzin
pomic pomicer pomicia pomiciast pomicin
pomp pompa pompant pompast pomper pompin
ponder pond ponderast ponderer ponderin
pontific pontif pontifica pontificast pontificher pontifichin
ponz ponza ponzant ponzast ponzer ponzin
popol popola popolast popoler popolin
popolarizz popolarizza popolarizzast popolarizzer popolarizzin
popp poppa poppant poppast popper poppin
porg porgent porger porgess porgessim porgest pors porser
porr pon ponent poness ponessim ponest pong porra porrann porre porrebb porrebber porrem porrest porv
port porta portant portast portator portatric porter portin
pos posa posant posast posin
posdat posd posdata posdatast posdater posdatin
posizion posiz posiziona posizionast posizioner posizionin
posporr pospon posponent posponess posponessim posponest pospong posporra posporrann posporre posporrebb posporrebber posporrem posporrest pospos posposer pospost
possed possede possedess possedessim possedest possedett possedetter possied possieder
post posta postant postast postazion poster postin
postdat postd postdata postdatast postdater postdatin
postegg postegger posteggia posteggiast posteggin
posterg posterga postergast postergher posterghin
posticip posticipa posticipast posticiper posticipin
postill postilla postillast postiller postillin
postul postula postulast postuler postulin
pot poss pota potant potast pote potent poter potess potessim potest potin potr potra potrann potre potrebb potrebber potrem potrest puo
potenz potenzia potenziast potenzier potenzin
pranz pranza pranzant pranzast pranzer pranzin
pratic pratica praticast praticher pratichin
preannunc preannuncer preannuncia preannunciast preannuncin
preannunz preannunzia preannunziast preannunzier preannunzin
preassembl preassembla preassemblast preassembler preassemblin
preavvert preavv preavvertent preavvertir preavvertiss preavvertissim
preavvis preavvisa preavvisast preavviser preavvisin
preced precedent preceder precedess precedessim precedest precedett precedetter
precett precetta precettast precetter precettin
precipit precip precipita precipitast precipiter precipitin
precis precisa precisast preciser precisin
precit prec precita precitast preciter precitin
preclud precludent precluder precludess precludessim precludest preclus precluser
precomprim precompr precompress precomprimer precomprimess precomprimessim precomprimest
preconfezion preconfez preconfeziona preconfezionast preconfezioner preconfezionin
preconizz preconizza preconizzast preconizzer preconizzin
preconosc preconobb preconobber preconoscent preconoscer preconoscess preconoscessim preconoscest
precorr precorrent precorrer precorress precorressim precorrest precors precorser
precostitu precostituent precostitui precostituiam precostituir precostituiss precostituissim
pred preda predant predast predator preder predett predicent predicess predicessim predicest predin predir prediss predizion
predestin predestina predestinast predestiner predestinin
predetermin predetermina predeterminast predeterminer predeterminin
predic predica predicast predicher predichin
predilig predil prediless predilett prediligent prediliger prediligess prediligessim prediligest
predisporr predisp predispon predisponent predisponess predisponessim predisponest predispong predisporra predisporrann predisporre predisporrebb predisporrebber predisporrem predisporrest predispors predisposer predispost
predomin predomina predominast predominer predominin
preesist preesistent preesister preesistess preesistessim preesistest preesistett preesistetter
prefabbric prefabbr prefabbrica prefabbricast prefabbricher prefabbrichin
prefer preferent preferir preferiss preferissim
prefigg prefiggent prefigger prefiggess prefiggessim prefiggest
prefigur prefigura prefigurast prefigurer prefigurin
prefinanz prefinanzia prefinanziast prefinanzier prefinanzin
prefiss prefissa prefissast prefisser prefissin
preg prega pregant pregast preger pregher preghin pregia pregiant pregiast pregin
pregiudic pregiud pregiudica pregiudicast pregiudicher pregiudichin
pregust pregusta pregustast preguster pregustin
prelev prel preleva prelevast prelever prelevin
prelib preliba prelibast preliber prelibin
prelud preludent preluder preludess preludessim preludest preludia preludiast preludier preludin prelus preluser
prem prement premer premessim premest premia premiant premiast premiazion premier premin
premedit premed premedita premeditast premediter premeditin
premett premettent premettess premettessim premettest premis premiser
premor premorent premoriss premorissim premorr premorra premorrann premorre premorrebb premorrebber premorrem premorrest premort premuoi premuor
premun premunent premunir premuniss premunissim
premur premura premurast premurer premurin
prenasc pren prenacqu prenacquer prenascent prenascer prenascess prenascessim prenascest
prend prendent prender prendess prendessim prendest preser
prenot prenota prenotast prenoter prenotin
preoccup preoccupa preoccupast preoccuper preoccupin
preordin preordina preordinast preordiner preordinin
prepar prepara preparast preparer preparin
preponder prepond preponderast preponderer preponderin
preporr prepon preponent preponess preponessim preponest prepong preporra preporrann preporre preporrebb preporrebber preporrem preporrest prepos preposer prepost
prepot prepote prepotent prepoter prepotess prepotessim prepotest
presag presagent presagir presagiss presagissim
prescegl presceglient presceglier prescegliess prescegliessim prescegliest prescelg prescels prescelser prescelt
prescind presc prescindent prescinder prescindess prescindessim prescindest presciss
prescriv prescr prescriss prescritt prescrivent prescriver prescrivess prescrivessim prescrivest
preselezion preselez preseleziona preselezionast preselezioner preselezionin
present presenta presentast presentent presenter presentin presentir presentiss presentissim presenton
presenz presenzia presenziast presenzier presenzin
preserv preserva preservast preserver preservin
presid presidia presidiast presidier presidin
presied presiedent presieder presiedess presiedessim presiedest presiedett presiedetter
press pressa pressant pressast presser pressin
pressurizz pressurizza pressurizzast pressurizzer pressurizzin
prest presta prestant prestast prestator prestazion prester prestin
prestabil prestabilent prestabilir prestabiliss prestabilissim
presum presument presumer presumess presumessim presumest presuns presunser presunt
presupporr presupp presuppon presupponent presupponess presupponessim presupponest presuppong presupporra presupporrann presupporre presupporrebb presupporrebber presupporrem presupporrest presupposer presuppost
pretend pretendent pretender pretendess pretendessim pretendest pretes preteser
preval prevalent prevaless prevalessim prevalest prevalg prevals prevalser prevarr prevarra prevarrann prevarre prevarrebb prevarrebber prevarrem prevarrest
prevaric prevar prevarica prevaricast prevaricher prevarichin
preved prevedent prevedess prevedessim prevedest prevedr prevedra prevedrann prevedre prevedrebb prevedrebber prevedrem prevedrest previd previder
preven preveng prevenient preveniss prevenissim prevenn prevenner preverr preverra preverrann preverre preverrebb preverrebber preverrem preverrest previen
preventiv prevent preventiva preventivast preventiver preventivin
prezzol prezzola prezzolast prezzoler prezzolin
prill prilla prillant prillast priller prillin
primegg primegger primeggia primeggiast primeggin
princip principia principiast principier principin
priv priva privant privast privazion priver privin
privatizz privatizza privatizzast privatizzer privatizzin
privileg privileger privilegia privilegiast privilegin
procacc procaccer procaccia procacciast procaccin
proced procedent proceder procedess procedessim procedest procedett procedetter
process proc processa processast processer processin
proclam proclama proclamast proclamer proclamin
procomb procombent procomber procombess procombessim procombest procombett procombetter
procr procre procrea procreant procreast procreazion procreer procrei procreiam procrein
procrastin procrastina procrastinast procrastiner procrastinin
procur procura procurast procurer procurin
prodig prodiga prodigast prodigher prodighin
produrr prodott produc producent producess producessim producest produrra produrrann produrre produrrebb produrrebber produrrem produrrest produrs produss produsser
profan profana profanast profaner profanin
profer proferent proferir proferiss proferissim
profess professa professast professer professin
professionalizz professionalizza professionalizzast professionalizzer professionalizzin
profet profeta profetast profeter profetin
profetizz profetizza profetizzast profetizzer profetizzin
proffer profferent profferir profferiss profferissim
profil profila profilast profiler profilin
profitt profitta profittast profitter profittin
profond profonda profondast profondent profondess profondessim profondest profondin profus profuser
profum profuma profumast profumer profumin
progett progetta progettast progetter progettin
programm progr programma programmast programmer programmin
progred progredent progredir progrediss progredissim
proib proibent proibir proibiss proibissim proibist proibizion
proiett proietta proiettast proietter proiettin
proletarizz proletarizza proletarizzast proletarizzer proletarizzin
prolifer proliferast proliferer proliferin
prolific prolifica prolificast prolificher prolifichin
prolung prolunga prolungast prolungher prolunghin
promett promess promettent prometter promettess promettessim promettest promis promiser
promulg promulga promulgast promulgher promulghin
promuov promoss promosser promuovent promuover promuovess promuovessim promuovest
pronostic pronost pronostica pronosticast pronosticher pronostichin
pronunc pronuncer pronuncia pronunciast pronuncin
pronunz pronunzia pronunziast pronunzier pronunzin
propag propaga propagast propagher propaghin
propagand propaganda propagandast propagander propagandin
propaggin propaggina propagginast propagginer propagginin
propal propala propalast propaler propalin
propend prop propendent propender propendess propendessim propendest propes propeser
propin propina propinast propiner propinin
propiz propizia propiziast propizier propizin
proporr propon proponent proponess proponessim proponest propong proporra proporrann proporre proporrebb proporrebber proporrem proporrest proporv propos proposer propost
proporzion proporz proporziona proporzionast proporzioner proporzionin
propugn propugna propugnast propugner propugnin
prorog proroga prorogast prorogher proroghin
proromp prorompent proromper prorompess prorompessim prorompest prorott prorupp prorupper
prosciogl proscioglient proscioglier prosciogliess prosciogliessim prosciogliest prosciolg prosciols prosciolser prosciolt
prosciug prosciuga prosciugast prosciugher prosciughin
proscriv proscr proscriss proscritt proscrivent proscriver proscrivess proscrivessim proscrivest
prosegu proseguent prosegui proseguiam proseguir proseguiss proseguissim
prosper prosp prosperast prosperer prosperin
prospett prospetta prospettast prospetter prospettin
prostern prosterna prosternast prosterner prosternin
prostitu prostituent prostitui prostituiam prostituir prostituiss prostituissim
prostr prostra prostrant prostrast prostrazion prostrer prostrin
protegg proteggent protegger proteggess proteggessim proteggest protess protett
protend protendent protender protendess protendessim protendest protes proteser
protest protesta protestast protester protestin
protocoll protocolla protocollast protocoller protocollin
protrarr protr protra protraent protraess protraessim protraest protragg protrai protraiam protrarra protrarrann protrarre protrarrebb protrarrebber protrarrem protrarrest protratt
prov prova provant provast prover provin
proven proveng provenient proveniss provenissim provenn provenner proverr proverra proverrann proverre proverrebb proverrebber proverrem proverrest provien
provincializz provincializza provincializzast provincializzer provincializzin
provoc provoca provocast provocher provochin
provved provvedent provvedess provvedessim provvedest provvedr provvedra provvedrann provvedre provvedrebb provvedrebber provvedrem provvedrest provvid provvider
prud prudent pruder prudess prudessim prudest prudetter
psicanalizz psicanalizza psicanalizzast psicanalizzer psicanalizzin
pubblic pubblica pubblicast pubblicher pubblichin
pubblicizz pubblicizza pubblicizzast pubblicizzer pubblicizzin
pugn pugna pugnant pugnast pugner pugnin
pugnal pugnala pugnalast pugnaler pugnalin
pul pulent pulir puliss pulissim pulist pulitor
pullul pullula pullulast pulluler pullulin
puls pulsa pulsant pulsast pulsazion pulser pulsin
pun punent punir puniss punissim punist punizion
pung pungent punger pungess pungessim pungest puns punser
pungol pungola pungolast pungoler pungolin
punt punta puntant puntast punter puntin
puntegg puntegger punteggia punteggiast punteggin
puntell puntella puntellast punteller puntellin
puntualizz puntualizza puntualizzast puntualizzer puntualizzin
punzecc punzecchia punzecchiast punzecchier punzecchin
punzon punz punzona punzonast punzoner punzonin
purg purga purgant purgast purgher purghin
purific purif purifica purificast purificher purifichin
put putent putir putiss putissim putist
putref putrefa putrefac putrefacc putrefacent putrefacess putrefacessim putrefacest putrefann putrefar putrefara putrefarann putrefare putrefarebb putrefarebber putrefarem putrefarest putrefatt putrefec putrefecer
puzz puzza puzzant puzzast puzzer puzzin
quadr quadra quadrant quadrast quadrer quadrin
quadrett quadretta quadrettast quadretter quadrettin
quadripart quadrip quadripartent quadripartir quadripartiss quadripartissim
quadruplic quadrupl quadruplica quadruplicast quadruplicher quadruplichin
qualific qualif qualifica qualificast qualificher qualifichin
quantific quantif quantifica quantificast quantificher quantifichin
quantizz quantizza quantizzast quantizzer quantizzin
querel querela querelast quereler querelin
question quest questiona questionast questioner questionin
questu questua questuant questuast questuer questui questuiam questuin
quiet quieta quietant quietast quieter quietin
quintuplic quintupl quintuplica quintuplicast quintuplicher quintuplichin
quot quota quotant quotast quotazion quoter quotin
rabberc rabbercer rabbercia rabberciast rabbercin
rabbon rabbonent rabbonir rabboniss rabbonissim
rabbrivid rabbrivident rabbrividir rabbrividiss rabbrividissim
rabbuff rabbuffa rabbuffast rabbuffer rabbuffin
rabbui rabbu rabbuia rabbuiam rabbuiast rabbuier rabbuin
rabesc rabesca rabescast rabescher rabeschin
racc racca raccant raccast raccher racchin
raccapezz raccapezza raccapezzast raccapezzer raccapezzin
raccapricc raccapriccer raccapriccia raccapricciast raccapriccin
raccatt raccatta raccattast raccatter raccattin
racchiud racchiudent racchiuder racchiudess racchiudessim racchiudest racchius racchiuser
raccogl raccoglient raccoglier raccogliess raccogliessim raccogliest raccolg raccols raccolser raccolt
raccomand raccom raccomanda raccomandast raccomander raccomandin
racconc racconcer racconcia racconciast racconcin
raccont racconta raccontast racconter raccontin
raccorc raccorcer raccorcia raccorciast raccorcin
raccord raccorda raccordast raccorder raccordin
raccost raccosta raccostast raccoster raccostin
raccozz raccozza raccozzast raccozzer raccozzin
racimol racimola racimolast racimoler racimolin
rad radent rader radess radessim radest radia radiant radiast radiator radiazion radier radin
raddens raddensa raddensast raddenser raddensin
raddolc raddolcent raddolcir raddolciss raddolcissim
raddopp raddoppia raddoppiast raddoppier raddoppin
raddrizz raddrizza raddrizzast raddrizzer raddrizzin
radic radica radicast radicher radichin
radioassist radioass radioassistent radioassister radioassistess radioassistessim radioassistest radioassistett
radiocomand radiocom radiocomanda radiocomandast radiocomander radiocomandin
radiodiffond radiodiffondent radiodiffonder radiodiffondess radiodiffondessim radiodiffondest radiodiffus radiodiffuser
radiograf radiografa radiografast radiografer radiografin
radiotrasmett radiotrasmess radiotrasmettent radiotrasmetter radiotrasmettess radiotrasmettessim radiotrasmettest radiotrasmis radiotrasmiser
radun raduna radunast raduner radunin
raffazzon raffazz raffazzona raffazzonast raffazzoner raffazzonin
rafferm raff rafferma raffermast raffermer raffermin
raffigur raffigura raffigurarsel raffigurast raffigurer raffigurin
raffin raffina raffinast raffiner raffinin
rafforz rafforza rafforzast rafforzer rafforzin
raffredd raffredda raffreddast raffredder raffreddin
raffren raffrena raffrenast raffrener raffrenin
raffront raffronta raffrontast raffronter raffrontin
ragg ragger raggia raggiant raggiast raggin
raggel raggela raggelast raggeler raggelin
raggir raggirast raggirer raggirin
raggiung raggiungent raggiunger raggiungess raggiungessim raggiungest raggiuns raggiunser raggiunt
raggiust raggiusta raggiustast raggiuster raggiustin
raggomitol raggomitola raggomitolast raggomitoler raggomitolin
raggranell raggranella raggranellast raggraneller raggranellin
raggrinz raggrinza raggrinzast raggrinzent raggrinzer raggrinzin raggrinzir raggrinziss raggrinzissim
raggrum raggruma raggrumast raggrumer raggrumin
raggrupp raggruppa raggruppast raggrupper raggruppin
raggruzzol raggruzzola raggruzzolast raggruzzoler raggruzzolin
ragguagl ragguaglia ragguagliast ragguaglier ragguaglin
ragion rag ragiona ragionast ragioner ragionin
ragl raglia ragliant ragliast raglier raglin
rallegr rallegra rallegrast rallegrer rallegrin
rallent rallenta rallentast rallenter rallentin
ram rama ramant ramast ramer ramin
ramazz ramazza ramazzast ramazzer ramazzin
ramific ramif ramifica ramificast ramificher ramifichin
rammaric rammar rammarica rammaricast rammaricher rammarichin
rammend ramm rammenda rammendast rammender rammendin
ramment rammenta rammentast rammenter rammentin
rammodern rammoderna rammodernast rammoderner rammodernin
rammoll rammollent rammollir rammolliss rammollissim
ramp rampa rampant rampast ramper rampin
rampic rampica rampicast rampicher rampichin
rampogn rampogna rampognast rampogner rampognin
rampoll rampolla rampollast rampoller rampollin
randell randella randellast randeller randellin
rannicc rannicchia rannicchiast rannicchier rannicchin
rannuvol rannuvola rannuvolast rannuvoler rannuvolin
rantol rantola rantolast rantoler rantolin
rap rapa rapant rapast rapent raper rapir rapiss rapissim rapist rapitor
rapin rapina rapinast rapiner rapinin
rappacific rappacif rappacifica rappacificast rappacificher rappacifichin
rappattum rappattuma rappattumast rappattumer rappattumin
rappezz rappezza rappezzast rappezzer rappezzin
rapport rapporta rapportast rapporter rapportin
rapprend rappr rapprendent rapprender rapprendess rapprendessim rapprendest rappres rappreser
rappresent rappresenta rappresentast rappresenter rappresentin
raref rarefa rarefac rarefacc rarefacent rarefacess rarefacessim rarefacest rarefann rarefar rarefara rarefarann rarefare rarefarebb rarefarebber rarefarem rarefarest rarefatt rarefec rarefecer
ras rasa rasant rasast rasin
rasc raschia raschiant raschiast raschier raschin
rasciug rasciuga rasciugast rasciugher rasciughin
rasent rasenta rasentast rasenter rasentin
rasp raspa raspant raspast rasper raspin
rasseg rassega rassegast rassegher rasseghin
rassegn rassegna rassegnast rassegner rassegnin
rasseren rasserena rasserenast rasserener rasserenin
rassett rassetta rassettast rassetter rassettin
rassicur rassicura rassicurast rassicurer rassicurin
rassod rassoda rassodast rassoder rassodin
rassomigl rassomiglia rassomigliast rassomiglier rassomiglin
rastrell rastrella rastrellast rastreller rastrellin
rastrem rastrema rastremast rastremer rastremin
rat rate ratea rateant rateast rateazion rateer ratei rateiam ratein
rateizz rateizza rateizzast rateizzer rateizzin
ratific ratif ratifica ratificast ratificher ratifichin
ratten rattenent ratteness rattenessim rattenest ratteng rattenn rattenner ratterr ratterra ratterrann ratterre ratterrebb ratterrebber ratterrem ratterrest rattien
rattizz rattizza rattizzast rattizzer rattizzin
rattopp rattoppa rattoppast rattopper rattoppin
rattrapp rattrappent rattrappir rattrappiss rattrappissim
rattrist rattrista rattristast rattrister rattristin
ravv ravvia ravviant ravviast ravvier ravvin
ravved ravvedent ravvedess ravvedessim ravvedest ravvedr ravvedra ravvedrann ravvedre ravvedrebb ravvedrebber ravvedrem ravvedrest ravvid ravvider
ravvicin ravvicina ravvicinast ravviciner ravvicinin
ravvis ravvisa ravvisast ravviser ravvisin
ravvolg ravvolgent ravvolger ravvolgess ravvolgessim ravvolgest ravvols ravvolser ravvolt
ravvoltol ravvoltola ravvoltolast ravvoltoler ravvoltolin
raziocin raziocina raziocinast raziociner raziocinin
razion raz raziona razionast razioner razionin
razionalizz razionalizza razionalizzast razionalizzer razionalizzin
razz razzia razziant razziast razzier razzin
razzol razzola razzolast razzoler razzolin
reag reagent reagir reagiss reagissim reagist
realizz realizza realizzast realizzer realizzin
rec reca recant recast rech recher rechin
recalcitr recalcitra recalcitrast recalcitrer recalcitrin
recapit recap recapita recapitast recapiter recapitin
reced recedent receder recedess recedessim recedest recedett recedetter
recens recensent recensir recensiss recensissim
recep recepent recepir recepiss recepissim
recid recident recider recidess recidessim recidest recis reciser
recidiv recidiva recidivast recidiver recidivin
recing recingent recinger recingess recingessim recingest recins recinser
recint recinta recintast recinter recintin
reciproc reciproca reciprocast reciprocher reciprochin
recit recita recitast reciter recitin
reclam reclama reclamast reclamer reclamin
reclamizz reclamizza reclamizzast reclamizzer reclamizzin
reclin reclina reclinast recliner reclinin
reclud recludent recluder recludess recludessim recludest reclus recluser
reclut recluta reclutast recluter reclutin
recrimin recrimina recriminast recriminer recriminin
recuper recup recuperast recuperer recuperin
redargu redarguent redargui redarguiam redarguir redarguiss redarguissim
redig redatt redige redigent rediger redigess redigessim redigest
redim red redens redenser redent rediment redimer redimess redimessim redimest
redistribu redistribuent redistribui redistribuiam redistribuir redistribuiss redistribuissim
referenz referenzia referenziast referenzier referenzin
refriger refrig refrigerast refrigerer refrigerin
regal regala regalast regaler regalin
regat regata regatast regater regatin
regg reggent regger reggess reggessim reggest resser rett
regionalizz regionalizza regionalizzast regionalizzer regionalizzin
registr registra registrast registrer registrin
regn regna regnant regnast regner regnin
regol regola regolast regoler regolin
regolament regolamenta regolamentast regolamenter regolamentin
regolarizz regolarizza regolarizzast regolarizzer regolarizzin
regred regredent regredir regrediss regredissim
reimbarc reimbarca reimbarcast reimbarcher reimbarchin
reimpieg reimpiega reimpiegast reimpiegher reimpieghin
reimport reimporta reimportast reimporter reimportin
reincarn reincarna reincarnast reincarner reincarnin
reinnest reinnesta reinnestast reinnester reinnestin
reinsed reinsedia reinsediast reinsedier reinsedin
reinser reinserent reinserir reinseriss reinserissim
reintegr reintegra reintegrast reintegrer reintegrin
reinterpret reinterpreta reinterpretast reinterpreter reinterpretin
reinvent reinventa reinventast reinventer reinventin
reinvest reinvestent reinvestir reinvestiss reinvestissim
reiscriv reiscr reiscriss reiscritt reiscrivent reiscriver reiscrivess reiscrivessim reiscrivest
reiter reit reiterast reiterer reiterin
relativizz relativizza relativizzast relativizzer relativizzin
relazion relaz relaziona relazionast relazioner relazionin
releg relega relegast relegher releghin
rem rema remant remast remator remer remin
remig remiga remigast remigher remighin
remuner remun remunerast remunerer remunerin
rend rendent render rendess rendessim rendest res reser
repell repellent repeller repelless repellessim repellest repuls repulser
reper reperent reperir reperiss reperissim
repert reperta repertast reperter repertin
replic replica replicast replicher replichin
reprim repr repress repriment reprimer reprimess reprimessim reprimest
reput reputa reputast reputer reputin
requis requisent requisir requisiss requisissim requisizion
rescind resc rescindent rescinder rescindess rescindessim rescindest resciss
resec reseca resecast resecher resechin
residu residua residuast residuer residui residuiam residuin
resin resina resinast resiner resinin
resist resistent resister resistess resistessim resistest resistett resistetter
resping respingent respinger respingess respingessim respingest respins respinser respint
respir resp respirast respirer respirin
responsabilizz responsabilizza responsabilizzast responsabilizzer responsabilizzin
rest resta restant restast rester restin
restaur restaura restaurast restaurer restaurin
restitu restituent restitui restituiam restituir restituiss restituissim
restring restringent restringer restringess restringessim restringest restrins restrinser
resuscit resusc resuscita resuscitast resusciter resuscitin
reticol reticola reticolast reticoler reticolin
retin retina retinast retiner retinin
retribu retribuent retribui retribuiam retribuir retribuiss retribuissim
retroced retrocedent retroceder retrocedess retrocedessim retrocedest retrocedett retrocedetter
retrodat retrod retrodata retrodatast retrodater retrodatin
rettific rettif rettifica rettificast rettificher rettifichin
revision revis revisiona revisionast revisioner revisionin
revoc revoca revocast revocher revochin
riabbass riabbassa riabbassast riabbasser riabbassin
riabbatt riabbatte riabbattent riabbatter riabbattess riabbattessim riabbattest
riabbotton riabbott riabbottona riabbottonast riabbottoner riabbottonin
riabbracc riabbraccer riabbraccia riabbracciast riabbraccin
riabilit riabil riabilita riabilitast riabiliter riabilitin
riabitu riabitua riabituast riabituer riabitui riabituiam riabituin
riaccend riacc riaccendent riaccender riaccendess riaccendessim riaccendest riacces riacceser
riaccenn riaccenna riaccennast riaccenner riaccennin
riacchiapp riacchiappa riacchiappast riacchiapper riacchiappin
riaccomod riaccomoda riaccomodast riaccomoder riaccomodin
riaccompagn riaccompagna riaccompagnast riaccompagner riaccompagnin
riaccost riaccosta riaccostast riaccoster riaccostin
riacquis riacquisent riacquisir riacquisiss riacquisissim
riacquist riacquista riacquistast riacquister riacquistin
riacu riacuent riacui riacuiam riacuir riacuiss riacuissim riacuist
riacutizz riacutizza riacutizzast riacutizzer riacutizzin
riadatt riadatta riadattast riadatter riadattin
riaddorment riaddormenta riaddormentast riaddormenter riaddormentin
riadegu riadegua riadeguast riadeguer riadegui riadeguiam riadeguin
riaffacc riaffaccer riaffaccia riaffacciast riaffaccin
riafferm riaff riafferma riaffermast riaffermer riaffermin
riafferr riafferra riafferrast riafferrer riafferrin
riaffezion riaffez riaffeziona riaffezionast riaffezioner riaffezionin
riaggiust riaggiusta riaggiustast riaggiuster riaggiustin
riaggrav riaggr riaggrava riaggravast riaggraver riaggravin
riallacc riallaccer riallaccia riallacciast riallaccin
riallarg riallarga riallargast riallargher riallarghin
riallung riallunga riallungast riallungher riallunghin
rialz rialza rialzant rialzast rialzer rialzin
riam riama riamant riamast riamer riamin
riammal riammala riammalast riammaler riammalin
riammett riammess riammettent riammetter riammettess riammettessim riammettest riammis riammiser
riammogl riammoglia riammogliast riammoglier riammoglin
riand rianda riandant riandast riandr riandra riandrann riandre riandrebb riandrebber riandrem riandrest riva rivad rivann
rianim rianima rianimast rianimer rianimin
riannett rianness riannette riannettent riannetter riannettess riannettessim riannettest
riannod riannoda riannodast riannoder riannodin
riappar riapp riappai riapparent riapparir riappariss riapparissim riapparizion riappars riapparv riapparver
riappropr riappropria riappropriast riapproprier riapproprin
riapprov riapprova riapprovast riapprover riapprovin
riapr riap riapert riaprent riaprir riapriss riaprissim riaprist
riarm riarma riarmant riarmast riarmer riarmin
riasciug riasciuga riasciugast riasciugher riasciughin
riascolt riascolta riascoltast riascolter riascoltin
riassal riassalent riassalg riassalir riassaliss riassalissim
riassapor riassapora riassaporast riassaporer riassaporin
riassegn riassegna riassegnast riassegner riassegnin
riassest riassesta riassestast riassester riassestin
riassett riassetta riassettast riassetter riassettin
riassicur riassicura riassicurast riassicurer riassicurin
riassorb riassorbent riassorbir riassorbiss riassorbissim
riassum riassument riassumer riassumess riassumessim riassumest riassuns riassunser riassunt
riatt riatta riattant riattast riatter riattin
riattacc riattacca riattaccast riattaccher riattacchin
riattiv riattiva riattivast riattiver riattivin
riattizz riattizza riattizzast riattizzer riattizzin
riav riavent riavess riavessim riavest riavr riavra riavrann riavre riavrebb riavrebber riavrem riavrest riebb riebber rih riha rihann
riavv riavvia riavviant riavviast riavvier riavvin
riavvicin riavvicina riavvicinast riavviciner riavvicinin
riavvolg riavvolgent riavvolger riavvolgess riavvolgessim riavvolgest riavvols riavvolser riavvolt
ribad ribadent ribadir ribadiss ribadissim
ribalt ribalta ribaltast ribalter ribaltin
ribass rib ribassa ribassast ribasser ribassin
ribatt ribatte ribattent ribatter ribattess ribattessim ribattest
ribattezz ribattezza ribattezzast ribattezzer ribattezzin
ribell ribella ribellast ribeller ribellin
ribocc ribocca riboccast riboccher ribocchin
riboll ribollent ribollir ribolliss ribollissim
ributt ributta ributtast ributter ributtin
ricacc ricaccer ricaccia ricacciast ricaccin
ricad ricadd ricadder ricadent ricadess ricadessim ricadest ricadr ricadra ricadrann ricadre ricadrebb ricadrebber ricadrem ricadrest
ricalc ricalca ricalcast ricalcher ricalchin
ricalcitr ricalcitra ricalcitrast ricalcitrer ricalcitrin
ricam ricama ricamast ricamer ricamin
ricamb ricambia ricambiast ricambier ricambin
ricant ricanta ricantast ricanter ricantin
ricapitol ricapitola ricapitolast ricapitoler ricapitolin
ricaric ricar ricarica ricaricast ricaricher ricarichin
ricasc ricasca ricascast ricascher ricaschin
ricatt ricatta ricattast ricatter ricattin
ricav ricava ricavast ricaver ricavin
riced ricedent riceder ricedess ricedessim ricedest ricedett ricedetter
ricerc ricerca ricercast ricercher ricerchin
ricett ricetta ricettast ricetter ricettin
ricev ricevent ricever ricevess ricevessim ricevest ricevett ricevetter
richiam rich richiama richiamast richiamer richiamin
richied richiedent richieder richiedess richiedessim richiedest richies richieser richiest
richiud richiudent richiuder richiudess richiudessim richiudest richius richiuser
ricicl ricicla riciclast ricicler riciclin
riclassific riclassif riclassifica riclassificast riclassificher riclassifichin
ricogl ricoglient ricoglier ricogliess ricogliessim ricogliest ricolg ricols ricolser ricolt
ricolleg ricollega ricollegast ricollegher ricolleghin
ricolloc ricolloca ricollocast ricollocher ricollochin
ricolm ricolma ricolmast ricolmer ricolmin
ricolor ricolora ricolorast ricolorer ricolorin
ricominc ricomincer ricomincia ricominciast ricomincin
ricompar ricompai ricomparent ricomparir ricompariss ricomparissim ricompars ricomparv ricomparver
ricompatt ricompatta ricompattast ricompatter ricompattin
ricompens ricompensa ricompensast ricompenser ricompensin
ricomper ricomperast ricomperer ricomperin
ricomporr ricompon ricomponent ricomponess ricomponessim ricomponest ricompong ricomporra ricomporrann ricomporre ricomporrebb ricomporrebber ricomporrem ricomporrest ricompors ricomposer ricompost
ricompr ricompra ricomprast ricomprer ricomprin
ricomprend ricomprendent ricomprender ricomprendess ricomprendessim ricomprendest ricompres ricompreser
ricomunic ricomun ricomunica ricomunicast ricomunicher ricomunichin
riconcentr riconcentra riconcentrast riconcentrer riconcentrin
riconcil riconcilia riconciliast riconcilier riconcilin
ricondurr ricondott riconduc riconducent riconducess riconducessim riconducest ricondurra ricondurrann ricondurre ricondurrebb ricondurrebber ricondurrem ricondurrest ricondurs riconduss ricondusser
riconferm riconf riconferma riconfermast riconfermer riconfermin
riconfort riconforta riconfortast riconforter riconfortin
riconfront riconfronta riconfrontast riconfronter riconfrontin
ricongiung ricongiungent ricongiunger ricongiungess ricongiungessim ricongiungest ricongiuns ricongiunser ricongiunt
riconnett riconness riconnette riconnettent riconnetter riconnettess riconnettessim riconnettest
riconosc riconobb riconobber riconoscent riconoscer riconoscess riconoscessim riconoscest
riconquist riconqu riconquista riconquistast riconquister riconquistin
riconsacr riconsacra riconsacrast riconsacrer riconsacrin
riconsegn riconsegna riconsegnast riconsegner riconsegnin
riconsider riconsid riconsiderast riconsiderer riconsiderin
riconven riconvenent riconveng riconveniss riconvenissim riconvenn riconvenner riconverr riconverra riconverrann riconverre riconverrebb riconverrebber riconverrem riconverrest riconvien
riconvert riconv riconvertent riconvertir riconvertiss riconvertissim
riconvoc riconvoca riconvocast riconvocher riconvochin
ricop ricopia ricopiast ricopier ricopin
ricopr ricopert ricoprent ricoprir ricopriss ricoprissim
ricord ricorda ricordast ricorder ricordin
ricorr ricorrent ricorrer ricorressim ricorrest ricors ricorser
ricorregg ricorreggent ricorregger ricorreggess ricorreggessim ricorreggest ricorrett
ricostitu ricostituent ricostitui ricostituiam ricostituir ricostituiss ricostituissim
ricostru ricostruent ricostrui ricostruiam ricostruir ricostruiss ricostruissim
ricover ricov ricoverast ricoverer ricoverin
ricr ricre ricrea ricreant ricreast ricreazion ricreer ricrei ricreiam ricrein
ricred ricredent ricreder ricredess ricredessim ricredest ricredett ricredetter
ricresc ricrebb ricrebber ricresce ricrescent ricrescer ricrescess ricrescessim ricrescest
ricuc ricucent ricucir ricuciss ricucissim
ricuoc ricott ricuoce ricuocent ricuocer ricuocess ricuocessim ricuocest
ricuper ricup ricuperast ricuperer ricuperin
ricus ricusa ricusast ricuser ricusin
rid rida ridann ridant ridar ridara ridarann ridare ridarebb ridarebber ridarem ridarest rident rider ridett ridetter ridic ridicent ridicess ridicessim ridicest ridied ridir ridiss riser
ridacc ridacchia ridacchiast ridacchier ridacchin
ridefin ridefinent ridefinir ridefiniss ridefinissim ridefinizion
ridest ridesta ridestast ridester ridestin
ridicolizz ridicolizza ridicolizzast ridicolizzer ridicolizzin
ridimension ridimens ridimensiona ridimensionast ridimensioner ridimensionin
ridimostr ridimostra ridimostrast ridimostrer ridimostrin
ridiping ridipingent ridipinger ridipingess ridipingessim ridipingest ridipins ridipinser ridipint
ridiscend ridiscendent ridiscender ridiscendess ridiscendessim ridiscendest ridisces ridisceser
ridiscorr ridiscorrent ridiscorrer ridiscorress ridiscorressim ridiscorrest ridiscors ridiscorser
ridiscut ridiscuss ridiscusser ridiscutent ridiscuter ridiscutess ridiscutessim ridiscutest
ridisegn ridisegna ridisegnast ridisegner ridisegnin
ridistribu ridistribuent ridistribui ridistribuiam ridistribuir ridistribuiss ridistribuissim
ridivent ridiventa ridiventast ridiventer ridiventin
ridomand ridom ridomanda ridomandast ridomander ridomandin
ridon ridona ridonast ridoner ridonin
ridond ridonda ridondast ridonder ridondin
ridurr ridott riduc riducent riducess riducessim riducest ridurra ridurrann ridurre ridurrebb ridurrebber ridurrem ridurrest ridurs riduss ridusser
riechegg riechegger riecheggia riecheggiast riecheggin
riedific riedif riedifica riedificast riedificher riedifichin
rieduc rieduca rieducast rieducher rieduchin
rielabor rielabora rielaborast rielaborer rielaborin
rielegg riel rieleggent rielegger rieleggess rieleggessim rieleggest rieless rielett
riemerg riem riemergent riemerger riemergess riemergessim riemergest riemers riemerser
riemp riempie riempier riempiess riempiessim riempiest riempii riempiiam riempir riempiss riempissim riempist
rientr rientra rientrant rientrast rientrer rientrin
riepilog riepiloga riepilogast riepilogher riepiloghin
riequilibr riequilibra riequilibrast riequilibrer riequilibrin
riesamin riesamina riesaminast riesaminer riesaminin
riesplod riesplodent riesploder riesplodess riesplodessim riesplodest riesplos riesploser
riesport riesporta riesportast riesporter riesportin
riess rier riessent rifoss rifosser rifossim rifost rifu rifumm rifur risar risara risarann risare risarebb risarebber risarem risarest rise
riesum riesuma riesumast riesumer riesumin
rievoc rievoca rievocast rievocher rievochin
rif rifa rifac rifacc rifacent rifacess rifacessim rifacest rifann rifar rifara rifarann rifare rifarebb rifarebber rifarem rifarest rifatt rifec rifecer
rifer riferent riferir riferiss riferissim
rifiat rifiata rifiatast rifiater rifiatin
rificc rificca rificcast rificcher rificchin
rifil rifila rifilast rifiler rifilin
rifin rifinent rifinir rifiniss rifinissim rifinitor
rifior rifiorent rifiorir rifioriss rifiorissim
rifiut rifiuta rifiutast rifiuter rifiutin
riflett riflette riflettent rifletter riflettess riflettessim riflettest
riflu rifluent riflui rifluiam rifluir rifluiss rifluissim rifluist
rifocill rifocilla rifocillast rifociller rifocillin
rifond rifondent rifonder rifondess rifondessim rifondest rifus rifuser
riform riforma riformast riformer riformin
riformul riformula riformulast riformuler riformulin
riforn rifornent rifornir riforniss rifornissim rifornitor
rifrang rifrangent rifranger rifrangess rifrangessim rifrangest rifrans rifranser rifrant
rifrigg rifr rifriggent rifrigger rifriggess rifriggessim rifriggest rifriss rifritt
rifug rifuger rifugia rifugiast rifugin
rifugg rifuggent rifuggir rifuggiss rifuggissim
rifulg rifulgent rifulger rifulgess rifulgessim rifulgest rifuls rifulser
rig riga rigant rigast righer righin
rigener rigen rigenerast rigenerer rigenerin
rigett rigetta rigettast rigetter rigettin
rigioc rigioca rigiocast rigiocher rigiochin
rigir rigirast rigirer rigirin
rigonf rigonfia rigonfiast rigonfier rigonfin
rigovern rigoverna rigovernast rigoverner rigovernin
riguadagn riguadagna riguadagnast riguadagner riguadagnin
riguard riguarda riguardast riguarder riguardin
rigurgit rigurg rigurgita rigurgitast rigurgiter rigurgitin
rilanc rilancer rilancia rilanciast rilancin
rilasc rilascer rilascia rilasciast rilascin
rilass rilassa rilassast rilasser rilassin
rilav rilava rilavast rilaver rilavin
rileg rilega rilegast rilegher rileghin
rilegg rileggent rilegger rileggess rileggessim rileggest riless rilett
rilev rileva rilevast rilever rilevin
riluc riluce rilucent rilucer rilucess rilucessim rilucest
rilutt rilutta riluttast rilutter riluttin
rim rima rimant rimin
riman rimanent rimaness rimanessim rimanest rimarr rimarra rimarrann rimarre rimarrebb rimarrebber rimarrem rimarrest rimas rimaser
rimand rimanda rimandast rimander rimandin
rimanegg rimanegger rimaneggia rimaneggiast rimaneggin
rimang rimanger rimangia rimangiast rimangin
rimarc rimarca rimarcast rimarcher rimarchin
rimargin rimargina rimarginast rimarginer rimarginin
rimarit rimar rimarita rimaritast rimariter rimaritin
rimastic rimastica rimasticast rimasticher rimastichin
rimbalz rimbalza rimbalzast rimbalzer rimbalzin
rimbamb rimbambent rimbambir rimbambiss rimbambissim
rimbecc rimbecca rimbeccast rimbeccher rimbecchin
rimbecill rimbecillent rimbecillir rimbecilliss rimbecillissim
rimbocc rimbocca rimboccast rimboccher rimbocchin
rimbomb rimbomba rimbombast rimbomber rimbombin
rimbors rimborsa rimborsast rimborser rimborsin
rimbosc rimbosca rimboscast rimboschent rimboscher rimboschin rimboschir rimboschiss rimboschissim
rimbrott rimbrotta rimbrottast rimbrotter rimbrottin
rimed rimedia rimediast rimedier rimedin
rimembr rimembra rimembrast rimembrer rimembrin
rimen rimena rimenast rimener rimenin
rimerit rimerita rimeritast rimeriter rimeritin
rimescol rimescola rimescolast rimescoler rimescolin
rimest rimesta rimestast rimester rimestin
rimett rimess rimettent rimetter rimettess rimettessim rimettest rimis rimiser
rimir rimirast rimirer rimirin
rimisur rimisura rimisurast rimisurer rimisurin
rimodell rimodella rimodellast rimodeller rimodellin
rimodern rimoderna rimodernast rimoderner rimodernin
rimont rimonta rimontast rimonter rimontin
rimorc rimorchia rimorchiast rimorchier rimorchin
rimord rimordent rimorder rimordess rimordessim rimordest rimors rimorser
rimostr rimostra rimostrast rimostrer rimostrin
rimpacchett rimpacchetta rimpacchettast rimpacchetter rimpacchettin
rimpall rimpalla rimpallast rimpaller rimpallin
rimpannucc rimpannuccer rimpannuccia rimpannucciast rimpannuccin
rimpast rimpasta rimpastast rimpaster rimpastin
rimpatr rimpatria rimpatriast rimpatrier rimpatrin
rimpiang rimpiangent rimpianger rimpiangess rimpiangessim rimpiangest rimpians rimpianser rimpiant
rimpiatt rimpiatta rimpiattast rimpiatter rimpiattin
rimpiazz rimpiazza rimpiazzast rimpiazzer rimpiazzin
rimpiccol rimpiccolent rimpiccolir rimpiccoliss rimpiccolissim
rimpingu rimpingua rimpinguast rimpinguer rimpingui rimpinguiam rimpinguin
rimpinz rimpinza rimpinzast rimpinzer rimpinzin
rimpolp rimpolpa rimpolpast rimpolper rimpolpin
rimpossess rimposs rimpossessa rimpossessast rimpossesser rimpossessin
rimprover rimprov rimproverast rimproverer rimproverin
rimugin rimugina rimuginast rimuginer rimuginin
rimuner rimun rimunerast rimunerer rimunerin
rimuov rimoss rimosser rimuovent rimuover rimuovess rimuovessim rimuovest
rimut rimuta rimutast rimuter rimutin
rinasc rin rinacqu rinacquer rinascent rinascer rinascess rinascessim rinascest
rinazionalizz rinazionalizza rinazionalizzast rinazionalizzer rinazionalizzin
rincagn rincagna rincagnast rincagner rincagnin
rincantucc rincantuccer rincantuccia rincantucciast rincantuccin
rincar rincara rincarast rincarer rincarin
rincas rincasa rincasast rincaser rincasin
rinchiud rinchiudent rinchiuder rinchiudess rinchiudessim rinchiudest rinchius rinchiuser
rincitrull rincitrullent rincitrullir rincitrulliss rincitrullissim
rincivil rincivilent rincivilir rinciviliss rincivilissim
rincoglion rincoglionent rincoglionir rincoglioniss rincoglionissim
rincoll rincolla rincollast rincoller rincollin
rincominc rincomincer rincomincia rincominciast rincomincin
rincontr rincontra rincontrast rincontrer rincontrin
rincorr rincorrent rincorrer rincorress rincorressim rincorrest rincors rincorser
rincresc rincrebb rincrebber rincresce rincrescent rincrescer rincrescess rincrescessim rincrescest
rincretin rincretinent rincretinir rincretiniss rincretinissim
rincrud rincrudent rincrudir rincrudiss rincrudissim
rincul rincula rinculast rinculer rinculin
rincuor rincuora rincuorast rincuorer rincuorin
rinegoz rinegozia rinegoziast rinegozier rinegozin
rinfacc rinfaccer rinfaccia rinfacciast rinfaccin
rinfocol rinfocola rinfocolast rinfocoler rinfocolin
rinfoder rinfod rinfoderast rinfoderer rinfoderin
rinforz rinforza rinforzast rinforzer rinforzin
rinfranc rinfranca rinfrancast rinfrancher rinfranchin
rinfresc rinfresca rinfrescast rinfrescher rinfreschin
ring ringhia ringhiant ringhiast ringhier ringhin
ringalluzz ringalluzzent ringalluzzir ringalluzziss ringalluzzissim
ringiovan ringiovanent ringiovanir ringiovaniss ringiovanissim
ringoi ringo ringoia ringoiam ringoiast ringoier ringoin
ringraz ringrazia ringraziast ringrazier ringrazin
ringuain ringuaina ringuainast ringuainer ringuainin
rinneg rinnega rinnegast rinnegher rinneghin
rinnest rinnesta rinnestast rinnester rinnestin
rinnov rinnova rinnovast rinnover rinnovin
rinnovell rinnovella rinnovellast rinnoveller rinnovellin
rinsacc rinsacca rinsaccast rinsaccher rinsacchin
rinsald rinsalda rinsaldast rinsalder rinsaldin
rinsangu rinsangua rinsanguast rinsanguer rinsangui rinsanguiam rinsanguin
rinsav rins rinsavent rinsavir rinsaviss rinsavissim
rinsecc rinsecchent rinsecchir rinsecchiss rinsecchissim
rinserr rinserra rinserrast rinserrer rinserrin
rintan rint rintana rintanast rintaner rintanin
rintel rintela rintelast rinteler rintelin
rintocc rintocca rintoccast rintoccher rintocchin
rintont rintontent rintontir rintontiss rintontissim
rintracc rintraccer rintraccia rintracciast rintraccin
rintron rintr rintrona rintronast rintroner rintronin
rintuzz rintuzza rintuzzast rintuzzer rintuzzin
rinunc rinuncer rinuncia rinunciast rinuncin
rinunz rinunzia rinunziast rinunzier rinunzin
rinv rinvia rinviant rinviast rinvier rinviin
rinvang rinvanga rinvangast rinvangher rinvanghin
rinven rinvenent rinveng rinveniss rinvenissim rinvenn rinvenner rinverr rinverra rinverrann rinverre rinverrebb rinverrebber rinverrem rinverrest rinvien
rinverd rinverdent rinverdir rinverdiss rinverdissim
rinvest rinvestent rinvestir rinvestiss rinvestissim
rinvigor rinvigorent rinvigorir rinvigoriss rinvigorissim
rinvil rinvilent rinvilir rinviliss rinvilissim
rinvolg rinvolgent rinvolger rinvolgess rinvolgessim rinvolgest rinvols rinvolser
rinvolt rinvolta rinvoltast rinvolter rinvoltin
rinzaff rinzaffa rinzaffast rinzaffer rinzaffin
rioccup rioccupa rioccupast rioccuper rioccupin
riordin riordina riordinast riordiner riordinin
riorganizz riorganizza riorganizzast riorganizzer riorganizzin
riorient riorienta riorientast riorienter riorientin
riotten riottenent riotteness riottenessim riottenest riotteng riottenn riottenner riotterr riotterra riotterrann riotterre riotterrebb riotterrebber riotterrem riotterrest riottien
ripag ripaga ripagast ripagher ripaghin
ripar ripara riparast riparer riparin
riparl riparla riparlast riparler riparlin
ripart ripartent ripartir ripartiss ripartissim ripartizion
ripass ripassa ripassast ripasser ripassin
ripens ripensa ripensast ripenser ripensin
ripent ripentir ripentiss ripentissim
ripercorr ripercorrent ripercorrer ripercorress ripercorressim ripercorrest ripercors ripercorser
ripercuot ripercoss ripercosser ripercuoter ripercuotess ripercuotessim ripercuotest
ripesc ripesca ripescast ripescher ripeschin
ripet ripete ripetent ripeter ripetess ripetessim ripetest
ripicc ripicchia ripicchiast ripicchier ripicchin
ripieg ripiega ripiegast ripiegher ripieghin
ripigl ripiglia ripigliast ripiglier ripiglin
ripiomb ripiomba ripiombast ripiomber ripiombin
ripiov ripiovent ripiover ripiovess ripiovessim ripiovest ripiovv ripiovver
ripopol ripopola ripopolast ripopoler ripopolin
riporr ripon riponent riponess riponessim riponest ripong riporra riporrann riporre riporrebb riporrebber riporrem riporrest ripost
riport riporta riportast riporter riportin
ripos riposa riposast riposin
riprend ripr riprendent riprender riprendess riprendessim riprendest ripres ripreser
ripresent ripresenta ripresentast ripresenter ripresentin
ripristin ripristina ripristinast ripristiner ripristinin
riprodurr riprodott riproduc riproducent riproducess riproducessim riproducest riprodurra riprodurrann riprodurre riprodurrebb riprodurrebber riprodurrem riprodurrest riprodurs riproduss riprodusser
riprogramm riprogr riprogramma riprogrammast riprogrammer riprogrammin
ripromett ripromess ripromettent riprometter ripromettess ripromettessim ripromettest ripromis ripromiser
riproporr riprop ripropon riproponent riproponess riproponessim riproponest ripropong riproporra riproporrann riproporre riproporrebb riproporrebber riproporrem riproporrest ripropors riproposer ripropost
riprov riprova riprovast riprover riprovin
ripubblic ripubbl ripubblica ripubblicast ripubblicher ripubblichin
ripud ripudia ripudiast ripudier ripudin
ripugn ripugna ripugnast ripugner ripugnin
ripul ripulent ripulir ripuliss ripulissim
ripung ripungent ripunger ripungess ripungessim ripungest ripuns ripunser ripunt
riput riputa riputast riputer riputin
riquadr riquadra riquadrast riquadrer riquadrin
riqualific riqualif riqualifica riqualificast riqualificher riqualifichin
risal risalent risalg risalir risaliss risalissim
risald risalda risaldast risalder risaldin
risalt risalta risaltast risalter risaltin
risan risana risanast risaner risanin
risap risa risann risapent risapess risapessim risapest risapp risapr risapra risaprann risapre risaprebb risaprebber risaprem risaprest risepp risepper
risarc risarcent risarcir risarciss risarcissim
risc rischia rischiant rischiast rischier rischin
riscald riscalda riscaldast riscalder riscaldin
riscatt riscatta riscattast riscatter riscattin
riscegl risceglient risceglier riscegliess riscegliessim riscegliest riscelg riscels riscelser riscelt
rischiar rischiara rischiarast rischiarer rischiarin
risciacqu risciacqua risciacquast risciacquer risciacquin
risciogl riscioglient riscioglier risciogliess risciogliessim risciogliest risciolg risciols risciolser risciolt
riscont risconta riscontast risconter riscontin
riscontr riscontra riscontrast riscontrer riscontrin
riscopr riscop riscopert riscoprent riscoprir riscopriss riscoprissim
riscorr riscorrent riscorrer riscorress riscorressim riscorrest riscors riscorser
riscriv riscr riscriss riscritt riscrivent riscriver riscrivess riscrivessim riscrivest
riscuot riscoss riscosser riscuoter riscuotess riscuotessim riscuotest
risec riseca risecast risecher risechin
rised risede risedess risedessim risedest risedett risedetter
risemin risemina riseminast riseminer riseminin
risent risentent risentir risentiss risentissim
riserb riserba riserbast riserber riserbin
riserv riserva riservast riserver riservin
risied risiedent risiedess risiedessim risiedest risiedett risiedetter
risistem risistema risistemast risistemer risistemin
risol risola risolast risoler risolin
risollev risoll risolleva risollevast risollever risollevin
risolv risols risolser risolt risolvent risolver risolvess risolvessim risolvest
rison risona risonast risoner risonin
risorg risorgent risorger risorgess risorgessim risorgest risors risorser risort
risosping risospingent risospinger risospingess risospingessim risospingest risospins risospinser risospint
risosten risostenent risosteness risostenessim risostenest risosteng risostenn risostenner risosterr risosterra risosterrann risosterre risosterrebb risosterrebber risosterrem risosterrest risostien
risparm risp risparmia risparmiast risparmier risparmin
rispecc rispecchia rispecchiast rispecchier rispecchin
risped rispedent rispedir rispediss rispedissim
rispett rispetta rispettast rispetter rispettin
rispieg rispiega rispiegast rispiegher rispieghin
risplend rispl risplendent risplender risplendess risplendessim risplendest risplendett risplendetter
rispolver rispolv rispolverast rispolverer rispolverin
rispond rispondent risponder rispondess rispondessim rispondest rispost
rispos risposa risposast risposin
rispunt rispunta rispuntast rispunter rispuntin
riss rissa rissant rissast risser rissin
rist rista ristant ristast rister ristin
ristabil ristabilent ristabilir ristabiliss ristabilissim
ristagn ristagna ristagnast ristagner ristagnin
ristamp ristampa ristampast ristamper ristampin
ristor ristora ristorast ristorer ristorin
ristring ristringent ristringer ristringess ristringessim ristringest ristrins ristrinser
ristruttur ristruttura ristrutturast ristrutturer ristrutturin
ristucc ristucca ristuccast ristuccher ristucchin
ristud ristudia ristudiast ristudier ristudin
risucc risucchia risucchiast risucchier risucchin
risult risulta risultast risulter risultin
risuol risuola risuolast risuoler risuolin
risuon risu risuona risuonast risuoner risuonin
risuscit risusc risuscita risuscitast risusciter risuscitin
risvegl risveglia risvegliast risveglier risveglin
ritagl ritaglia ritagliast ritaglier ritaglin
ritard ritarda ritardast ritarder ritardin
ritempr ritempra ritemprast ritemprer ritemprin
riten ritenent riteness ritenessim ritenest riteng ritenn ritenner riterr riterra riterrann riterre riterrebb riterrebber riterrem riterrest ritien
ritent ritenta ritentast ritenter ritentin
riting ritingent ritinger ritingess ritingessim ritingest ritins ritinser ritint
ritir ritirast ritirer ritirin
ritm ritma ritmant ritmast ritmer ritmin
ritocc ritocca ritoccast ritoccher ritocchin
ritogl ritoglient ritoglier ritogliess ritogliessim ritogliest ritolg ritols ritolser ritolt
ritorc ritorcent ritorcer ritorcess ritorcessim ritorcest ritors ritorser ritort
ritorn ritorna ritornast ritorner ritornin
ritrarr ritra ritraent ritraess ritraessim ritraest ritragg ritrai ritraiam ritrarra ritrarrann ritrarre ritrarrebb ritrarrebber ritrarrem ritrarrest
ritrasmett ritrasmess ritrasmettent ritrasmetter ritrasmettess ritrasmettessim ritrasmettest ritrasmis ritrasmiser
ritratt ritratta ritrattast ritratter ritrattin
ritrov ritrova ritrovast ritrover ritrovin
rituff rituffa rituffast rituffer rituffin
riud riod riudent riudiss riudissim riudist riudr riudra riudrann riudre riudrebb riudrebber riudrem riudrest
riun riunent riunir riuniss riunissim riunist
riunific riunif riunifica riunificast riunificher riunifichin
riusc riesc riuscent riuscir riusciss riuscissim riuscist
riutilizz riutilizza riutilizzast riutilizzer riutilizzin
rivaccin rivaccina rivaccinast rivacciner rivaccinin
rival rivaless rivalessim rivalest rivalg rivals rivalser rivarr rivarra rivarrann rivarre rivarrebb rivarrebber rivarrem rivarrest
rivalegg rivalegger rivaleggia rivaleggiast rivaleggin
rivalic rivalica rivalicast rivalicher rivalichin
rivalorizz rivalorizza rivalorizzast rivalorizzer rivalorizzin
rivalut rivaluta rivalutast rivaluter rivalutin
rivang rivanga rivangast rivangher rivanghin
rived rivedent rivedess rivedessim rivedest rivedr rivedra rivedrann rivedre rivedrebb rivedrebber rivedrem rivedrest rivid rivider
rivel rivela rivelast riveler rivelin
rivend rivendent rivender rivendersel rivendess rivendessim rivendest rivendett rivendetter
rivendic rivendica rivendicast rivendicher rivendichin
river riverent riverir riveriss riverissim
riverber riverb riverberast riverberer riverberin
rivernic rivern rivernicer rivernicia riverniciast rivernicin
rivers riversa riversast riverser riversin
rivest rivestent rivestir rivestiss rivestissim
rivett rivetta rivettast rivetter rivettin
rivinc rivincent rivincer rivincess rivincessim rivincest rivins rivinser rivint
rivisit rivis rivisita rivisitast rivisiter rivisitin
rivitalizz rivitalizza rivitalizzast rivitalizzer rivitalizzin
riviv riviss rivivent rivivess rivivessim rivivest rivivr rivivra rivivrann rivivre rivivrebb rivivrebber rivivrem rivivrest
rivol rivogl rivolent rivoless rivolessim rivolest rivoll rivoller rivorr rivorra rivorrann rivorre rivorrebb rivorrebber rivorrem rivorrest rivuo rivuol
rivolg rivolgent rivolger rivolgess rivolgessim rivolgest rivols rivolser
rivolt rivolta rivoltast rivolter rivoltin
rivoltol rivoltola rivoltolast rivoltoler rivoltolin
rivoluzion rivolu rivoluz rivoluziona rivoluzionast rivoluzioner rivoluzionin
rizz rizza rizzant rizzast rizzer rizzin
robotizz robotizza robotizzast robotizzer robotizzin
rod roda rodant rodast rodent rodess rodessim rodest rodia rodiant rodiast rodier ros roser
rog roga rogant rogast rogh rogher roghin
roll rolla rollant rollast roller rollin
romanizz romanizza romanizzast romanizzer romanizzin
romanz romanza romanzast romanzer romanzin
romb romba rombant rombast romber rombin
romp rompent romper rompess rompessim rompest rott rupp rupper
ronf ronfa ronfant ronfast ronfer ronfin
ronz ronza ronzant ronzast ronzer ronzin
rosic rosica rosicast rosicher rosichin
rosicc rosicchia rosicchiast rosicchier rosicchin
rosol rosola rosolast rosoler rosolin
rossegg rossegger rosseggia rosseggiast rosseggin
rot rota rotant rotast rotazion rote rotea roteant roteast roteer rotei roteiam rotein roter rotin
rotol rotola rotolast rotoler rotolin
rottam rottama rottamast rottamer rottamin
rovesc rovescer rovescia rovesciast rovescin
rovin rovina rovinast roviner rovinin
rovist rovista rovistast rovister rovistin
rub ruba rubant rubast ruber rubin
rubacc rubacchia rubacchiast rubacchier rubacchin
rubric rubrica rubricast rubricher rubrichin
rugg ruggent ruggir ruggiss ruggissim ruggist
rugl ruglia rugliant rugliast ruglier ruglin
rull rulla rullant rullast ruller rullin
rumin rumina ruminast ruminer ruminin
rumoregg rumoregger rumoreggia rumoreggiast rumoreggin
ruot ruota ruotant ruotast ruoter ruotin
rusp ruspa ruspant ruspast rusper ruspin
russ russa russant russast russator russer russin
rutt rutta ruttant ruttast rutter ruttin
ruzz ruzza ruzzant ruzzast ruzzer ruzzin
ruzzol ruzzola ruzzolast ruzzoler ruzzolin
sabb sabbia sabbiant sabbiast sabbier sabbin
sabot sabota sabotast saboter sabotin
sacchegg sacchegger saccheggia saccheggiast saccheggin
sacrament sacramenta sacramentast sacramenter sacramentin
sacrific sacrif sacrifica sacrificast sacrificher sacrifichin
saett saetta saettant saettast saetter saettin
sagg sagger saggia saggiant saggiast
saggin saggina sagginast sagginer sagginin
sagom sagoma sagomast sagomer sagomin
sal sala salant salast salent saler salg salir saliss salissim salist
salar salaria salariast salarier salarin
salass salassa salassast salasser salassin
sald salda saldant saldast saldator salder saldin
salific salif salifica salificast salificher salifichin
salin salina salinast saliner salinin
saliv saliva salivast saliver salivin
salmod salmodia salmodiast salmodier salmodin
salp salpa salpant salpast salper salpin
salt salta saltant saltast saltator saltatric salter saltin
saltabecc saltabecca saltabeccast saltabeccher saltabecchin
saltell saltella saltellast salteller saltellin
salterell salterella salterellast saltereller salterellin
salut saluta salutast saluter salutin
salv salva salvant salvast salvator salver salvin
salvaguard salvaguarda salvaguardast salvaguarder salvaguardin
san sana sanant sanast saner sanin
sanc sancent sancir sanciss sancissim sancist
sanguin sanguina sanguinast sanguiner sanguinin
santific santif santifica santificast santificher santifichin
sanzion sanz sanziona sanzionast sanzioner sanzionin
sap sapess sapessim sapest sapient sapp sapr sapra saprann sapre saprebb saprebber saprem saprest sepper
saponific saponif saponifica saponificast saponificher saponifichin
sapor saporent saporir saporiss saporissim
sarc sarchia sarchiant sarchiast sarchier sarchin
sart sartia sartiant sartiast sartier sartin
satin satina satinast satiner satinin
satiregg satiregger satireggia satireggiast satireggin
satoll satolla satollast satoller satollin
satur satura saturast saturer saturin
saturnizz saturnizza saturnizzast saturnizzer saturnizzin
saz sazia saziant saziast sazier sazin
sbaciucc sbaciucchia sbaciucchiast sbaciucchier sbaciucchin
sbadigl sbadiglia sbadigliast sbadiglier sbadiglin
sbaf sbafa sbafant sbafast sbafer sbafin
sbagl sbaglia sbagliant sbagliast sbaglier sbaglin
sbalestr sbalestra sbalestrast sbalestrer sbalestrin
sball sballa sballant sballast sballer sballin
sballott sballotta sballottast sballotter sballottin
sbalord sbalordent sbalordir sbalordiss sbalordissim
sbalz sbalza sbalzant sbalzast sbalzer sbalzin
sbanc sbanca sbancant sbancast sbancher sbanchin
sband sbanda sbandant sbandast sbandent sbander sbandin sbandir sbandiss sbandissim sbandist
sbandier sbandierast sbandierer sbandierin
sbaracc sbaracca sbaraccast sbaraccher sbaracchin
sbaragl sbaraglia sbaragliast sbaraglier sbaraglin
sbarazz sbarazza sbarazzast sbarazzer sbarazzin
sbarb sbarba sbarbant sbarbast sbarber sbarbin
sbarc sbarca sbarcant sbarcast sbarcher sbarchin
sbarr sbarra sbarrant sbarrast sbarrer sbarrin
sbatacc sbatacchia sbatacchiast sbatacchier sbatacchin
sbatt sbatte sbattent sbatter sbattess sbattessim sbattest
sbattezz sbattezza sbattezzast sbattezzer sbattezzin
sbav sbava sbavant sbavast sbaver sbavin
sbecc sbecca sbeccant sbeccast sbeccher sbecchin
sbellic sbellica sbellicast sbellicher sbellichin
sbend sbenda sbendant sbendast sbender sbendin
sbertucc sbertuccer sbertuccia sbertucciast sbertuccin
sbevazz sbevazza sbevazzast sbevazzer sbevazzin
sbiad sbiadent sbiadir sbiadiss sbiadissim sbiadist
sbianc sbianca sbiancant sbiancast sbiancher sbianchin
sbigott sbigottent sbigottir sbigottiss sbigottissim
sbilanc sbilancer sbilancia sbilanciast sbilancin
sbirc sbircer sbircia sbirciant sbirciast sbircin
sbizzarr sbizzarrent sbizzarrir sbizzarriss sbizzarrissim
sblocc sblocca sbloccant sbloccast sbloccher sblocchin
sbocc sbocca sboccant sboccast sboccer sboccher sbocchin sboccia sbocciant sbocciast sboccin
sbocconcell sbocconcella sbocconcellast sbocconceller sbocconcellin
sboll sbollir sbolliss sbollissim sbollist
sbollent sbollenta sbollentast sbollenter sbollentin
sbologn sbologna sbolognast sbologner sbolognin
sborn sbornia sborniant sborniast sbornier sbornin
sbors sborsa sborsant sborsast sborser sborsin
sbott sbotta sbottant sbottast sbotter sbottin
sbotton sbottona sbottonast sbottoner sbottonin
sbozz sbozza sbozzant sbozzast sbozzer sbozzin
sbrac sbraca sbracant sbracast sbracher sbrachin
sbracc sbraccer sbraccia sbracciast sbraccin
sbrait sbra sbraita sbraitant sbraitast sbraiter sbraitin
sbram sbrama sbramant sbramast sbramer sbramin
sbran sbrana sbranant sbranast sbraner sbranin
sbranc sbranca sbrancant sbrancast sbrancher sbranchin
sbrecc sbrecca sbreccant sbreccast sbreccer sbreccher sbrecchin sbreccia sbrecciant sbrecciast sbreccin
sbriciol sbriciola sbriciolast sbricioler sbriciolin
sbrig sbriga sbrigant sbrigast sbrigher sbrighin
sbrigl sbriglia sbrigliant sbrigliast sbriglier sbriglin
sbrin sbrina sbrinant sbrinast sbriner sbrinin
sbrindell sbrindella sbrindellast sbrindeller sbrindellin
sbrodol sbrodola sbrodolast sbrodoler sbrodolin
sbrogl sbroglia sbrogliant sbrogliast sbroglier sbroglin
sbronz sbronza sbronzast sbronzer sbronzin
sbruff sbruffa sbruffant sbruffast sbruffer sbruffin
sbuc sbuca sbucant sbucast sbucher sbuchin
sbucc sbuccer sbuccia sbucciant sbucciast sbuccin
sbudell sbudella sbudellast sbudeller sbudellin
sbuff sbuffa sbuffant sbuffast sbuffer sbuffin
sbugiard sbugiarda sbugiardast sbugiarder sbugiardin
sbullon sbull sbullona sbullonast sbulloner sbullonin
sbuzz sbuzza sbuzzant sbuzzast sbuzzer sbuzzin
scacc scaccer scacchia scacchiant scacchiast scacchier scacchin scaccia scacciant scacciast scaccin
scad scadd scadder scadent scadess scadessim scadest scadr scadra scadrann scadre scadrebb scadrebber scadrem scadrest
scadenz scadenza scadenzast scadenzer scadenzin
scaf scafa scafant scafast scafer scafin
scaffal scaffala scaffalast scaffaler scaffalin
scagion scag scagiona scagionast scagioner scagionin
scagl scaglia scagliant scagliast scaglier scaglin
scaglion scagliona scaglionast scaglioner scaglionin
scal scala scalant scalast scalator scaler
scalc scalca scalcant scalcast scalcer scalcher scalchin scalcia scalciant scalciast
scalcin scalcina scalcinast scalciner scalcinin
scald scalda scaldant scaldast scalder scaldin
scalf scalfa scalfant scalfast scalfent scalfer scalfin scalfir scalfiss scalfissim scalfist
scalin scalina scalinast scaliner scalinin
scalman scalm scalmana scalmanast scalmaner scalmanin
scalp scalpa scalpant scalpast scalper scalpin
scalpell scalpella scalpellast scalpeller scalpellin
scalpicc scalpiccer scalpiccia scalpicciast scalpiccin
scalpit scalpita scalpitast scalpiter scalpitin
scaltr scaltrent scaltrir scaltriss scaltrissim scaltrist
scalz scalza scalzant scalzast scalzer scalzin
scamb scambia scambiant scambiast scambier scambin
scamic scamicer scamicia scamiciast scamicin
scamosc scamoscer scamoscia scamosciast scamoscin
scamozz scamozza scamozzast scamozzer scamozzin
scamp scampa scampant scampast scamper scampin
scampan scampana scampanast scampaner scampanin
scampanell scampanella scampanellast scampaneller scampanellin
scanal scanala scanalast scanaler scanalin
scand scandent scandir scandiss scandissim scandist
scandagl scandaglia scandagliast scandaglier scandaglin
scandalizz scandalizza scandalizzast scandalizzer scandalizzin
scann scanna scannant scannast scanner scannin
scannell scannella scannellast scanneller scannellin
scans scansa scansant scansast scanser scansin
scantin scantina scantinast scantiner scantinin
scanton scant scantona scantonast scantoner scantonin
scapicoll scapicolla scapicollast scapicoller scapicollin
scapigl scapiglia scapigliast scapiglier scapiglin
scapit scap scapita scapitast scapiter scapitin
scapitozz scapitozza scapitozzast scapitozzer scapitozzin
scapol scapola scapolast scapoler scapolin
scapp scappa scappant scappast scapper scappin
scappell scappella scappellast scappeller scappellin
scapricc scapriccer scapriccia scapricciast scapriccin
scarabocc scarabocchia scarabocchiast scarabocchier scarabocchin
scaracc scaracchia scaracchiast scaracchier scaracchin
scaravent scaraventa scaraventast scaraventer scaraventin
scarcer scarc scarcerast scarcerer scarcerin
scardass scard scardassa scardassast scardasser scardassin
scardin scardina scardinast scardiner scardinin
scaric scarica scaricast scaricher scarichin
scarific scarif scarifica scarificast scarificher scarifichin
scarmigl scarmiglia scarmigliast scarmiglier scarmiglin
scarn scarnent scarnir scarniss scarnissim scarnist
scarnific scarnif scarnifica scarnificast scarnificher scarnifichin
scarpin scarpina scarpinast scarpiner scarpinin
scarrozz scarrozza scarrozzast scarrozzer scarrozzin
scarrucol scarrucola scarrucolast scarrucoler scarrucolin
scarruff scarruffa scarruffast scarruffer scarruffin
scarsegg scarsegger scarseggia scarseggiast scarseggin
scart scarta scartant scartast scarter scartin
scartabell scartabella scartabellast scartabeller scartabellin
scartavetr scartavetra scartavetrast scartavetrer scartavetrin
scartocc scartoccer scartoccia scartocciast scartoccin
scass scassa scassant scassast scasser
scassin scassina scassinast scassiner scassinin
scatarr scatarra scatarrast scatarrer scatarrin
scaten scatena scatenast scatener scatenin
scatol scatola scatolast scatoler scatolin
scatt scatta scattant scattast scatter scattin
scatur scaturent scaturir scaturiss scaturissim
scav scava scavant scavast scavator scavatric scaver scavin
scavalc scavalca scavalcast scavalcher scavalchin
scavezz scavezza scavezzast scavezzer scavezzin
scazzott scazzotta scazzottast scazzotter scazzottin
scegl sceglient sceglier scegliess scegliessim scegliest scelg scels scelser scelt
scem scema scemant scemast scemer scemin
scemp scempia scempiant scempiast scempier scempin
scend scendent scender scendess scendessim scendest sces sceser
scenegg scenegger sceneggia sceneggiast sceneggin
scern scerne scernent scerner scerness scernessim scernest scret
scervell scervella scervellast scerveller scervellin
scever scev sceverast sceverer sceverin
sched scheda schedant schedast scheder schedin
schegg schegger scheggia scheggiant scheggiast scheggin
scheletr scheletrent scheletrir scheletriss scheletrissim
schematizz schematizza schematizzast schematizzer schematizzin
scherm scherma schermant schermast scherment schermer schermin schermir schermiss schermissim schermist schermitor
schern schernent schernir scherniss schernissim schernist
scherz scherza scherzant scherzast scherzer scherzin
schettin schettina schettinast schettiner schettinin
schiacc schiaccer schiaccia schiacciant schiacciast schiacciator schiaccin
schiaff schiaffa schiaffant schiaffast schiaffer schiaffin
schiaffegg schiaffegger schiaffeggia schiaffeggiast schiaffeggin
schiamazz schiamazza schiamazzast schiamazzer schiamazzin
schiant schianta schiantant schiantast schianter schiantin
schiar schiarent schiarir schiariss schiarissim schiarist
schiatt schiatta schiattant schiattast schiatter schiattin
schiavizz schiavizza schiavizzast schiavizzer schiavizzin
schidion schid schidiona schidionast schidioner schidionin
schier schierant schierast schierer schierin
schif schifa schifant schifast schifer schifin
schiocc schiocca schioccant schioccast schioccher schiocchin
schiod schioda schiodant schiodast schioder schiodin
schiud schiudent schiuder schiudess schiudessim schiudest schius schiuser
schium schiuma schiumant schiumast schiumer schiumin
schiv schiva schivant schivast schiver schivin
schizz schizza schizzant schizzast schizzer schizzin
sci scer scera scerann scere scerebb scerebber scerem scerest scia sciant sciast sciator sciatric scin
sciabol sciabola sciabolast sciaboler sciabolin
sciabord sciaborda sciabordast sciaborder sciabordin
sciacqu sciacqua sciacquant sciacquast sciacquer sciacquin
scial sciala scialant scialast scialer scialin
scialacqu scialacqua scialacquast scialacquer scialacquin
scialb scialba scialbant scialbast scialber scialbin
sciam sciama sciamant sciamast sciamer sciamin
sciamann sciamanna sciamannast sciamanner sciamannin
scianc scianca sciancant sciancast sciancher scianchin
scimmiott scimmiotta scimmiottast scimmiotter scimmiottin
scind scindent scinder scindess scindessim scindest sciss scisser
scintill scintilla scintillast scintiller scintillin
sciocc sciocca scioccant scioccast scioccher sciocchin
sciogl scioglient scioglier sciogliess sciogliessim sciogliest sciolg sciols sciolser sciolt
sciolin sciolina sciolinast scioliner sciolinin
scioper sciop scioperast scioperer scioperin
sciorin sciorina sciorinast scioriner sciorinin
scipp scippa scippant scippast scippator scipper scippin
sciropp sciroppa sciroppast sciropper sciroppin
sciup sciupa sciupant sciupast sciuper sciupin
scivol scivola scivolast scivoler scivolin
scleros sclerosa sclerosast scleroser sclerosin
sclerotizz sclerotizza sclerotizzast sclerotizzer sclerotizzin
scocc scocca scoccant scoccast scoccer scoccher scocchin scoccia scocciant scocciast scocciator scoccin
scod scoda scodant scodast scoder scodin
scodell scodella scodellast scodeller scodellin
scodinzol scodinzola scodinzolast scodinzoler scodinzolin
scol scola scolant scolast scoler scolin
scoll scolla scollant scollast scoller scollin
scollacc scollaccer scollaccia scollacciast scollaccin
scolor scolora scolorast scolorent scolorer scolorin scolorir scoloriss scolorissim
scolp scolpa scolpant scolpast scolpent scolper scolpin scolpir scolpiss scolpissim scolpist
scombiccher scombicc scombiccherast scombiccherer scombiccherin
scombin scombina scombinast scombiner scombinin
scombui scombu scombuia scombuiam scombuiast scombuier scombuin
scombussol scombussola scombussolast scombussoler scombussolin
scommett scommess scommettent scommetter scommettess scommettessim scommettest scommis scommiser
scomod scomoda scomodast scomoder scomodin
scompagin scompagina scompaginast scompaginer scompaginin
scompagn scompagna scompagnast scompagner scompagnin
scompar scompai scomparent scomparir scompariss scomparissim scompars scomparv scomparver
scompart scompartent scompartir scompartiss scompartissim
scompens scompensa scompensast scompenser scompensin
scompigl scompiglia scompigliast scompiglier scompiglin
scomporr scompon scomponent scomponess scomponessim scomponest scompong scomporra scomporrann scomporre scomporrebb scomporrebber scomporrem scomporrest scompors scompos scomposer scompost
scomunic scomun scomunica scomunicast scomunicher scomunichin
sconc sconcer sconcia sconciant sconciast sconcin
sconcert sconcerta sconcertast sconcerter sconcertin
sconfess sconfessa sconfessast sconfesser sconfessin
sconficc sconficca sconficcast sconficcher sconficchin
sconfigg sconfiggent sconfigger sconfiggess sconfiggessim sconfiggest sconfiss sconfitt
sconfin sconfina sconfinast sconfiner sconfinin
scongel scongela scongelast scongeler scongelin
scongiur scongiura scongiurast scongiurer scongiurin
sconnett sconness sconnette sconnettent sconnetter sconnettess sconnettessim sconnettest
sconosc sconobb sconobber sconoscent sconoscer sconoscess sconoscessim sconoscest
sconquass sconqu sconquassa sconquassast sconquasser sconquassin
sconsacr sconsacra sconsacrast sconsacrer sconsacrin
sconsigl sconsiglia sconsigliast sconsiglier sconsiglin
sconsol sconsola sconsolast sconsoler sconsolin
scont sconta scontant scontast sconter scontin
scontent scontenta scontentast scontenter scontentin
scontr scontra scontrant scontrast scontrer scontrin
sconven sconveng sconvenient sconveniss sconvenissim sconvenn sconvenner sconverr sconverra sconverrann sconverre sconverrebb sconverrebber sconverrem sconverrest sconvien
sconvolg sconvolgent sconvolger sconvolgess sconvolgessim sconvolgest sconvols sconvolser sconvolt
scop scopa scopant scopast scoper scopin
scoperc scoperchia scoperchiast scoperchier scoperchin
scopiazz scopiazza scopiazzast scopiazzer scopiazzin
scopp scoppia scoppiant scoppiast scoppier scoppin
scoppiett scoppietta scoppiettast scoppietter scoppiettin
scopr scopert scoprent scoprir scopriss scoprissim scoprist scopritor
scor scora scorant scorast scorer scorin
scoragg scoragger scoraggia scoraggiast scoraggin
scorc scorcer scorcia scorciant scorciast scorcin
scord scorda scordant scordast scorder scordin
scoregg scoregger scoreggia scoreggiast scoreggin
scorg scorgent scorger scorgess scorgessim scorgest
scorn scorna scornant scornast scorner scornin
scorpor scorpora scorporast scorporer scorporin
scorr scorrent scorrer scorress scorressim scorrest
scorrazz scorrazza scorrazzast scorrazzer scorrazzin
scort scorta scortant scortast scorter scortin
scortecc scorteccer scorteccia scortecciast scorteccin
scortic scortica scorticast scorticher scortichin
scosc scoscer scoscia scosciant scosciast scoscin
scoscend scoscendent scoscender scoscendess scoscendessim scoscendest scosces scosceser
scost scosta scostant scostast scoster scostin
scotenn scotenna scotennast scotenner scotennin
scott scotta scottant scottast scotter scottin
scov scova scovant scovast scover scovin
scozzon scozz scozzona scozzonast scozzoner scozzonin
scredit scred scredita screditast screditer screditin
screm screma scremant scremast scremer scremin
screpol screpola screpolast screpoler screpolin
screz screzia screziant screziast screzier screzin
scribacc scribacchia scribacchiast scribacchier scribacchin
scricchiol scricchiola scricchiolast scricchioler scricchiolin
scristianizz scristianizza scristianizzast scristianizzer scristianizzin
scrittur scrittura scritturast scritturer scritturin
scriv scriss scrisser scritt scrivent scriver scrivess scrivessim scrivest
scrocc scrocca scroccant scroccast scroccher scrocchin
scroll scrolla scrollant scrollast scroller scrollin
scrosc scroscer scroscia scrosciant scrosciast scroscin
scrost scrosta scrostant scrostast scroster scrostin
scrut scruta scrutant scrutast scrutator scruter
scrutin scrutina scrutinast scrutiner scrutinin
scuc scucent scucir scuciss scucissim scucist
scudisc scudiscer scudiscia scudisciast scudiscin
sculacc sculaccer sculaccia sculacciast sculaccin
sculett sculetta sculettast sculetter sculettin
scuoc scuoce scuocent scuocer scuocess scuocessim scuocest
scuoi scuo scuoia scuoiam scuoiant scuoiast scuoier scuoin
scuot scoss scosser scuoter scuotess scuotessim scuotest
scur scurent scurir scuriss scurissim scurist
scus scusa scusant scusast scuser scusin
sdebit sdeb sdebita sdebitast sdebiter sdebitin
sdegn sdegna sdegnant sdegnast sdegner sdegnin
sdent sdenta sdentant sdentast sdenter sdentin
sdilinqu sdilinquent sdilinquir sdilinquiss sdilinquissim
sdogan sdog sdogana sdoganast sdoganer sdoganin
sdopp sdoppia sdoppiant sdoppiast sdoppier sdoppin
sdottoregg sdottoregger sdottoreggia sdottoreggiast sdottoreggin
sdrai sdra sdraia sdraiam sdraiant sdraiast sdraier sdrain
sdrammatizz sdrammatizza sdrammatizzast sdrammatizzer sdrammatizzin
sdruc sdrucent sdrucir sdruciss sdrucissim sdrucist
sdrucciol sdrucciola sdrucciolast sdruccioler sdrucciolin
secc secca seccant seccast seccator seccher secchin
secern sec secerne secernent secerner secerness secernessim secernest secr
secolarizz secolarizza secolarizzast secolarizzer secolarizzin
second seconda secondast seconder secondin
secret secreta secretast secreter secretin
sed seda sedant sedast sede seder sedess sedessim sedest sedett sedetter sedin sied sieder
sediment sedimenta sedimentast sedimenter sedimentin
sedurr sedott seduc seducent seducess seducessim seducest sedurra sedurrann sedurre sedurrebb sedurrebber sedurrem sedurrest seduss sedusser
seg sega segant segast segher seghin
seghett seghetta seghettast seghetter seghettin
segment segmenta segmentast segmenter segmentin
segn segna segnant segnarsel segnast segner segnin
segnal segnala segnalast segnaler segnalin
segreg segrega segregast segregher segreghin
segu seguent segui seguiam seguir seguiss seguissim seguist
seguit seguita seguitast seguiter seguitin
selc selcer selcia selciant selciast selcin
selezion selez seleziona selezionast selezioner selezionin
sell sella sellant sellast seller sellin
sembr sembra sembrant sembrast sembrer sembrin
sement sementa sementast sementer sementin
semin semina seminast seminer seminin
semplific semplif semplifica semplificast semplificher semplifichin
sensibilizz sensibilizza sensibilizzast sensibilizzer sensibilizzin
sent sentir sentiss sentissim sentist senzient
sentenz sentenzia sentenziast sentenzier sentenzin
separ separa separast separer separin
seppell seppellent seppellir seppelliss seppellissim
sequestr sequestra sequestrast sequestrer sequestrin
ser seria seriant seriast serier serin
serb serba serbant serbast serber serbin
seren serena serenast serener serenin
sermonegg sermonegger sermoneggia sermoneggiast sermoneggin
serp serpe serpent serper serpess serpessim serpest
serpegg serpegger serpeggia serpeggiast serpeggin
serr serra serrant serrast serrer serrin
serv servent servir serviss servissim servist servitor
setacc setaccer setaccia setacciast setaccin
seviz sevizia seviziast sevizier sevizin
sezion sez seziona sezionast sezioner sezionin
sfaccend sfacc sfaccenda sfaccendast sfaccender sfaccendin
sfaccett sfaccetta sfaccettast sfaccetter sfaccettin
sfacchin sfacchina sfacchinast sfacchiner sfacchinin
sfald sfalda sfaldant sfaldast sfalder sfaldin
sfals sfalsa sfalsant sfalsast sfalser sfalsin
sfam sfama sfamant sfamast sfamer sfamin
sfang sfanga sfangant sfangarsel sfangast sfangher sfanghin
sfar sfa sfamm sfan sfand sfant sfass sfasser sfassim sfast sfav sfavam sfera sferann sfere sferebb sferebber sferem sferest sfiam sfo
sfarfall sfarfalla sfarfallast sfarfaller sfarfallin
sfarin sfarina sfarinast sfariner sfarinin
sfas sfasa sfasant sfasast sfaser sfasin
sfasc sfascer sfascia sfasciant sfasciast sfascin
sfat sfata sfatant sfatast sfater sfatin
sfavill sfavilla sfavillast sfaviller sfavillin
sfavor sfavorent sfavorir sfavoriss sfavorissim
sfebbr sfebbra sfebbrant sfebbrast sfebbrer sfebbrin
sfegat sfeg sfegata sfegatast sfegater sfegatin
sferr sferra sferrant sferrast sferrer sferrin
sferragl sferraglia sferragliast sferraglier sferraglin
sferruzz sferruzza sferruzzast sferruzzer sferruzzin
sferz sferza sferzant sferzast sferzer sferzin
sfiamm sfiamma sfiammant sfiammast sfiammer sfiammin
sfianc sfianca sfiancant sfiancast sfiancher sfianchin
sfiat sfiata sfiatant sfiatast sfiater sfiatin
sfibb sfibbia sfibbiant sfibbiast sfibbier sfibbin
sfibr sfibra sfibrant sfibrast sfibrer sfibrin
sfid sfida sfidant sfidast sfider sfidin
sfiduc sfiducer sfiducia sfiduciast sfiducin
sfigur sfigura sfigurast sfigurer sfigurin
sfil sfila sfilant sfilast sfiler sfilin
sfilacc sfilaccer sfilaccia sfilacciast sfilaccin
sfin sfinent sfinir sfiniss sfinissim sfinist
sfior sfiora sfiorant sfiorast sfiorent sfiorer sfiorin sfiorir sfioriss sfiorissim sfiorist
sfitt sfitta sfittant sfittast sfitter sfittin
sfoc sfoca sfocant sfocast sfocer sfocher sfochin sfocia sfociant sfociast sfocin
sfoder sfod sfoderast sfoderer sfoderin
sfog sfoga sfogant sfogast sfogher sfoghin
sfogg sfogger sfoggia sfoggiant sfoggiast sfoggin
sfogl sfoglia sfogliant sfogliast sfoglier sfoglin
sfolgor sfolgora sfolgorast sfolgorer sfolgorin
sfoll sfolla sfollant sfollast sfoller sfollin
sfolt sfoltent sfoltir sfoltiss sfoltissim sfoltist
sfond sfonda sfondant sfondast sfonder sfondin
sforbic sforbicer sforbicia sforbiciast sforbicin
sform sforma sformant sformast sformer sformin
sforn sforna sfornant sfornast sfornent sforner sfornin sfornir sforniss sfornissim sfornist
sforz sforza sforzant sforzast sforzer sforzin
sfott sfotte sfottent sfotter sfottess sfottessim sfottest
sfracell sfracella sfracellast sfraceller sfracellin
sfrang sfranger sfrangia sfrangiant sfrangiast sfrangin
sfrat sfrata sfratast sfrater sfratin
sfratt sfratta sfrattant sfrattast sfratter sfrattin
sfrecc sfreccer sfreccia sfrecciant sfrecciast sfreccin
sfreg sfrega sfregant sfregast sfreger sfregher sfreghin sfregia sfregiant sfregiast sfregin
sfren sfrena sfrenant sfrenast sfrener sfrenin
sfrigol sfrigola sfrigolast sfrigoler sfrigolin
sfrond sfronda sfrondant sfrondast sfronder sfrondin
sfrutt sfrutta sfruttant sfruttast sfruttator sfrutter sfruttin
sfugg sfuggent sfuggir sfuggiss sfuggissim sfuggist
sfum sfuma sfumant sfumast sfumer sfumin
sfuoc sfuoca sfuocant sfuocast sfuocher sfuochin
sfur sfuria sfuriant sfuriast sfurier sfurin
sgamb sgamba sgambant sgambast sgamber sgambin
sgambett sgambetta sgambettast sgambetter sgambettin
sganasc sganascer sganascia sganasciast sganascin
sganc sgancer sgancia sganciant sganciast sgancin
sgangher sgang sgangherast sgangherer sgangherin
sgarr sgarra sgarrant sgarrast sgarrer sgarrin
sgattaiol sgattaiola sgattaiolast sgattaioler sgattaiolin
sgel sgela sgelant sgelast sgeler sgelin
sghiacc sghiaccer sghiaccia sghiacciant sghiacciast sghiaccin
sghignazz sghignazza sghignazzast sghignazzer sghignazzin
sgobb sgobba sgobbant sgobbast sgobber sgobbin
sgocciol sgocciola sgocciolast sgoccioler sgocciolin
sgol sgola sgolast sgoler sgolin
sgomber sgomb sgomberast sgomberer sgomberin
sgombr sgombra sgombrant sgombrast sgombrer sgombrin
sgoment sgomenta sgomentast sgomenter sgomentin
sgomin sgomina sgominast sgominer sgominin
sgomitol sgomitola sgomitolast sgomitoler sgomitolin
sgomm sgomma sgommant sgommast sgommer sgommin
sgonf sgonfia sgonfiant sgonfiast sgonfier sgonfin
sgonnell sgonnella sgonnellast sgonneller sgonnellin
sgorb sgorbia sgorbiant sgorbiast sgorbier sgorbin
sgorg sgorga sgorgant sgorgast sgorgher sgorghin
sgozz sgozza sgozzant sgozzast sgozzer sgozzin
sgrad sgradent sgradir sgradiss sgradissim sgradist
sgraffign sgraffigna sgraffignast sgraffigner sgraffignin
sgrammatic sgrammat sgrammatica sgrammaticast sgrammaticher sgrammatichin
sgran sgrana sgranant sgranast sgraner sgranin
sgranc sgranchent sgranchir sgranchiss sgranchissim sgranchist
sgranocc sgranocchia sgranocchiast sgranocchier sgranocchin
sgrass sgrassa sgrassant sgrassast sgrasser sgrassin
sgrav sgrava sgravant sgravast sgraver sgravin
sgretol sgretola sgretolast sgretoler sgretolin
sgrid sgrida sgridant sgridast sgrider sgridin
sgrillett sgrilletta sgrillettast sgrilletter sgrillettin
sgrond sgronda sgrondant sgrondast sgronder sgrondin
sgropp sgroppa sgroppant sgroppast sgropper sgroppin
sgroppon sgroppona sgropponast sgropponer sgropponin
sgross sgrossa sgrossant sgrossast sgrosser sgrossin
sgrovigl sgroviglia sgrovigliast sgroviglier sgroviglin
sguain sguaina sguainant sguainast sguainer sguainin
sgualc sgualcent sgualcir sgualciss sgualcissim sgualcist
sguarn sguarnent sguarnir sguarniss sguarnissim sguarnist
sguazz sguazza sguazzant sguazzast sguazzer sguazzin
sguinzagl sguinzaglia sguinzagliast sguinzaglier sguinzaglin
sguisc sgu sguiscer sguiscia sguisciant sguisciast sguiscin
sgusc sguscer sguscia sgusciant sgusciast sguscin
shocc shocca shoccant shoccast shoccher shocchin
shock shocka shockant shockast shocker shockin
sibil sibila sibilast sibiler sibilin
sigill sigilla sigillast sigiller sigillin
sigl sigla siglant siglast sigler siglin
signific signif significa significast significher significhin
signoregg signoregger signoreggia signoreggiast signoreggin
silenz silenzia silenziast silenzier silenzin
sillab sillaba sillabast sillaber sillabin
sillogizz sillogizza sillogizzast sillogizzer sillogizzin
silur silura silurast silurer silurin
simbolegg simbolegger simboleggia simboleggiast simboleggin
simbolizz simbolizza simbolizzast simbolizzer simbolizzin
simpatizz simpatizza simpatizzast simpatizzer simpatizzin
simul simula simulast simuler simulin
sincer sincerast sincerer sincerin
sincop sincopa sincopast sincoper sincopin
sincronizz sincronizza sincronizzast sincronizzer sincronizzin
sindac sindaca sindacast sindacher sindachin
sindacalizz sindacalizza sindacalizzast sindacalizzer sindacalizzin
singhiozz singhiozza singhiozzast singhiozzer singhiozzin
sinistr sinistra sinistrast sinistrer sinistrin
sinterizz sinterizza sinterizzast sinterizzer sinterizzin
sintetizz sintetizza sintetizzast sintetizzer sintetizzin
sintonizz sintonizza sintonizzast sintonizzer sintonizzin
sistem sistema sistemast sistemer sistemin
sistematizz sistematizza sistematizzast sistematizzer sistematizzin
situ situa situant situast situazion situer situi situiam situin
slabbr slabbra slabbrant slabbrast slabbrer slabbrin
slacc slaccer slaccia slacciant slacciast slaccin
slanc slancer slancia slanciant slanciast slancin
slarg slarga slargant slargast slargher slarghin
slatt slatta slattant slattast slatter slattin
sleg slega slegant slegast slegher sleghin
slitt slitta slittant slittast slitter slittin
slog sloga slogant slogast slogher sloghin
slogg slogger sloggia sloggiant sloggiast sloggin
slomb slomba slombant slombast slomber slombin
smacc smacchia smacchiant smacchiast smacchier smacchin
smagl smaglia smagliant smagliast smaglier smaglin
smagnetizz smagnetizza smagnetizzast smagnetizzer smagnetizzin
smagr smagrent smagrir smagriss smagrissim smagrist
smaliz smalizia smaliziast smalizier smalizin
smalt smalta smaltant smaltast smaltent smalter smaltin smaltir smaltiss smaltissim smaltist
smamm smamma smammant smammast smammer smammin
sman smania smaniant smaniast smanier smanin
smanett smanetta smanettast smanetter smanettin
smantell smantella smantellast smanteller smantellin
smarc smarca smarcant smarcast smarcher smarchin
smargin smargina smarginast smarginer smarginin
smarr smarrent smarrir smarriss smarrissim smarrist
smascell smascella smascellast smasceller smascellin
smascher smasc smascherast smascherer smascherin
smaterializz smaterializza smaterializzast smaterializzer smaterializzin
smembr smembra smembrant smembrast smembrer smembrin
smemor smemora smemorast smemorer smemorin
sment smentent smentir smentiss smentissim smentist
smerc smercer smercia smerciant smerciast smercin
smerigl smeriglia smerigliast smeriglier smeriglin
smerl smerla smerlant smerlast smerler smerlin
smett smess smettent smetter smettess smettessim smettest smis smiser
smezz smezza smezzant smezzast smezzer smezzin
smidoll smidolla smidollast smidoller smidollin
smiel smiela smielant smielast smieler smielin
smilitarizz smilitarizza smilitarizzast smilitarizzer smilitarizzin
smin smina sminant sminast sminer sminin
sminu sminuent sminui sminuiam sminuir sminuiss sminuissim sminuist
sminuzz sminuzza sminuzzast sminuzzer sminuzzin
smist smista smistant smistast smister smistin
smitizz smitizza smitizzast smitizzer smitizzin
smobilit smobil smobilita smobilitast smobiliter smobilitin
smoccol smoccola smoccolast smoccoler smoccolin
smonac smonaca smonacast smonacher smonachin
smont smonta smontant smontast smonter smontin
smorz smorza smorzant smorzast smorzer smorzin
smott smotta smottant smottast smotter smottin
smozzic smozzica smozzicast smozzicher smozzichin
smung smungent smunger smungess smungessim smungest smuns smunser smunt
smuov smoss smosser smuovent smuover smuovess smuovessim smuovest
smur smura smurant smurast smurer smurin
smuss smussa smussant smussast smusser smussin
snatur snatura snaturast snaturer snaturin
snazionalizz snazionalizza snazionalizzast snazionalizzer snazionalizzin
snebb snebbia snebbiant snebbiast snebbier snebbin
snell snellent snellir snelliss snellissim snellist
snerv snerva snervant snervast snerver snervin
snid snida snidant snidast snider snidin
snobb snobba snobbant snobbast snobber snobbin
snocciol snocciola snocciolast snoccioler snocciolin
snod snoda snodant snodast snoder snodin
snud snuda snudant snudast snuder snudin
sobbalz sobbalza sobbalzast sobbalzer sobbalzin
sobbarc sobbarca sobbarcast sobbarcher sobbarchin
sobboll sobbollent sobbollir sobbolliss sobbollissim
sobill sobilla sobillast sobiller sobillin
socchiud socchiudent socchiuder socchiudess socchiudessim socchiudest socchius socchiuser
soccomb soccombent soccomber soccombess soccombessim soccombest soccombett soccombetter
soccorr soccorrent soccorrer soccorress soccorressim soccorrest soccors soccorser
socializz socializza socializzast socializzer socializzin
sod soda sodant sodast soder sodin
soddisf soddisfa soddisfast soddisfatt soddisfec soddisfecer soddisfer soddisfin
soff soffia soffiant soffiast soffier soffin
sofferm sofferma soffermast soffermer soffermin
soffitt soffitta soffittast soffitter soffittin
soffoc soffoca soffocast soffocher soffochin
soffond soffondent soffonder soffondess soffondessim soffondest soffus soffuser
soffr soffert soffrent soffrir soffrissim soffrist
soffrigg soffriggent soffrigger soffriggess soffriggessim soffriggest soffritt
sofistic sofist sofistica sofisticast sofisticher sofistichin
soggettiv soggett soggettiva soggettivast soggettiver soggettivin
sogghign sogghigna sogghignast sogghigner sogghignin
soggiac soggiacc soggiacent soggiacer soggiacess soggiacessim soggiacest soggiacqu soggiacquer
soggiog soggioga soggiogast soggiogher soggioghin
soggiorn soggiorna soggiornast soggiorner soggiornin
soggiung soggiungent soggiunger soggiungess soggiungessim soggiungest soggiuns soggiunser soggiunt
sogn sogna sognant sognast sognator sogner sognin
sol sola solant solast solent soler soless solessim solest solin
solc solca solcant solcast solcher solchin
solegg solegger soleggia soleggiast soleggin
solennizz solennizza solennizzast solennizzer solennizzin
solfegg solfegger solfeggia solfeggiast solfeggin
solfor solfora solforast solforer solforin
solidarizz solidarizza solidarizzast solidarizzer solidarizzin
solidific solidif solidifica solidificast solidificher solidifichin
sollazz sollazza sollazzast sollazzer sollazzin
sollecit sollec sollecita sollecitast solleciter sollecitin
solletic sollet solletica solleticast solleticher solletichin
sollev soll solleva sollevast sollever sollevin
solubilizz solubilizza solubilizzast solubilizzer solubilizzin
somatizz somatizza somatizzast somatizzer somatizzin
somigl somiglia somigliast somiglier somiglin
somm somma sommant sommast sommer sommin
sommerg sommergent sommerger sommergess sommergessim sommergest sommers sommerser
somministr somministra somministrast somministrer somministrin
sommuov sommoss sommosser sommuovent sommuover sommuovess sommuovessim sommuovest
son soner sonin
sond sonda sondant sondast sonder sondin
sonnecc sonnecchia sonnecchiast sonnecchier sonnecchin
sonorizz sonorizza sonorizzast sonorizzer sonorizzin
sop sopent sopir sopiss sopissim sopist
sopper sopperent sopperir sopperiss sopperissim
soppes soppesa soppesast soppeser soppesin
soppiant soppianta soppiantast soppianter soppiantin
sopport sopporta sopportast sopporter sopportin
sopprim soppr soppress soppriment sopprimer sopprimess sopprimessim sopprimest
sopraccigl sopracciglia sopraccigliast sopracciglier sopracciglin
sopracit soprac sopracita sopracitast sopraciter sopracitin
sopradescriv sopradescr sopradescriss sopradescritt sopradescrivent sopradescriver sopradescrivess sopradescrivessim sopradescrivest
sopraelenc sopraelenca sopraelencast sopraelencher sopraelenchin
sopraelev soprael sopraeleva sopraelevast sopraelever sopraelevin
sopraff sopraffa sopraffac sopraffacc sopraffacent sopraffacess sopraffacessim sopraffacest sopraffann sopraffar sopraffara sopraffarann sopraffare sopraffarebb sopraffarebber sopraffarem sopraffarest sopraffatt sopraffec sopraffecer
sopraggiung sopraggiungent sopraggiunger sopraggiungess sopraggiungessim sopraggiungest sopraggiuns sopraggiunser sopraggiunt
soprammett soprammess soprammettent soprammetter soprammettess soprammettessim soprammettest soprammis soprammiser
soprannomin soprannomina soprannominast soprannominer soprannominin
soprassed soprassede soprassedess soprassedessim soprassedest soprassedett soprassedetter soprassied soprassieder
soprast soprasta soprastast sopraster soprastin
sopravalut sopraval sopravaluta sopravalutast sopravaluter sopravalutin
sopravanz soprav sopravanza sopravanzast sopravanzer sopravanzin
sopravvalut sopravval sopravvaluta sopravvalutast sopravvaluter sopravvalutin
sopravven sopravvenent sopravveng sopravveniss sopravvenissim sopravvenn sopravvenner sopravverr sopravverra sopravverrann sopravverre sopravverrebb sopravverrebber sopravverrem sopravverrest sopravvien
sopravviv sopravv sopravviss sopravvivent sopravvivess sopravvivessim sopravvivest sopravvivr sopravvivra sopravvivrann sopravvivre sopravvivrebb sopravvivrebber sopravvivrem sopravvivrest
soprelev soprel sopreleva soprelevast soprelever soprelevin
soprintend soprint soprintendent soprintender soprintendess soprintendessim soprintendest soprintes soprinteser
sorb sorbent sorbir sorbiss sorbissim sorbist
sorbett sorbetta sorbettast sorbetter sorbettin
sorg sorgent sorger sorgess sorgessim sorgest sorser
sormont sormonta sormontast sormonter sormontin
sorpass sorp sorpassa sorpassast sorpasser sorpassin
sorprend sorpr sorprendent sorprender sorprendess sorprendessim sorprendest sorpres sorpreser
sorregg sorr sorreggent sorregger sorreggess sorreggessim sorreggest sorress sorrett
sorrid sorrident sorrider sorridess sorridessim sorridest sorris sorriser
sorsegg sorsegger sorseggia sorseggiast sorseggin
sort sortent sortir sortiss sortissim sortist
sortegg sortegger sorteggia sorteggiast sorteggin
sorvegl sorveglia sorvegliast sorveglier sorveglin
sorvol sorvola sorvolast sorvoler sorvolin
sospend sospendent sospender sospendess sospendessim sospendest sospes sospeser
sospett sospetta sospettast sospetter sospettin
sosping sospingent sospinger sospingess sospingessim sospingest sospins sospinser sospint
sospir sospirast sospirer sospirin
sost sosta sostast soster sostin
sostantiv sostantiva sostantivast sostantiver sostantivin
sostanz sostanzia sostanziast sostanzier sostanzin
sosten sostenent sosteness sostenessim sostenest sosteng sostenn sostenner sosterr sosterra sosterrann sosterre sosterrebb sosterrebber sosterrem sosterrest sostien
sostent sostenta sostentast sostenter sostentin
sostitu sostituent sostitui sostituiam sostituir sostituiss sostituissim
sottac sottacc sottacent sottacer sottacess sottacessim sottacest sottacqu sottacquer
sottend sottendent sottender sottendess sottendessim sottendest sottes sotteser
sottentr sottentra sottentrast sottentrer sottentrin
sotterr sotterra sotterrast sotterrer sotterrin
sottilizz sottilizza sottilizzast sottilizzer sottilizzin
sottintend sottint sottintendent sottintender sottintendess sottintendessim sottintendest sottintes sottinteser
sottolin sottoline sottolinea sottolineast sottolineer sottolinei sottolineiam sottolinein
sottomett sottomess sottomettent sottometter sottomettess sottomettessim sottomettest sottomis sottomiser
sottopag sottopaga sottopagast sottopagher sottopaghin
sottoporr sottop sottopon sottoponent sottoponess sottoponessim sottoponest sottopong sottoporra sottoporrann sottoporre sottoporrebb sottoporrebber sottoporrem sottoporrest sottoporv sottoposer sottopost
sottorappresent sottorappresenta sottorappresentast sottorappresenter sottorappresentin
sottoscriv sottoscr sottoscriss sottoscritt sottoscrivent sottoscriver sottoscrivess sottoscrivessim sottoscrivest
sottost sottosta sottostann sottostar sottostara sottostarann sottostare sottostarebb sottostarebber sottostarem sottostarest sottostast sottostess sottostessim sottostest sottostett
sottostim sottostima sottostimast sottostimer sottostimin
sottoutilizz sottoutilizza sottoutilizzast sottoutilizzer sottoutilizzin
sottovalut sottoval sottovaluta sottovalutast sottovaluter sottovalutin
sottrarr sottr sottra sottraent sottraess sottraessim sottraest sottragg sottrai sottraiam sottrarra sottrarrann sottrarre sottrarrebb sottrarrebber sottrarrem sottrarrest sottratt
soverc soverchia soverchiast soverchier soverchin
sovrabbond sovrabbonda sovrabbondast sovrabbonder sovrabbondin
sovraccaric sovraccar sovraccarica sovraccaricast sovraccaricher sovraccarichin
sovraesporr sovraesp sovraespon sovraesponent sovraesponess sovraesponessim sovraesponest sovraespong sovraesporra sovraesporrann sovraesporre sovraesporrebb sovraesporrebber sovraesporrem sovraesporrest sovraesposer sovraespost
sovraffatic sovraffat sovraffatica sovraffaticast sovraffaticher sovraffatichin
sovrappopol sovrappopola sovrappopolast sovrappopoler sovrappopolin
sovrapporr sovrapp sovrappon sovrapponent sovrapponess sovrapponessim sovrapponest sovrappong sovrapporra sovrapporrann sovrapporre sovrapporrebb sovrapporrebber sovrapporrem sovrapporrest sovrappors sovrapposer sovrappost
sovrast sovrasta sovrastast sovraster sovrastin
sovrastamp sovrastampa sovrastampast sovrastamper sovrastampin
sovrastim sovrastima sovrastimast sovrastimer sovrastimin
sovreccit sovrecc sovreccita sovreccitast sovrecciter sovreccitin
sovrintend sovrint sovrintendent sovrintender sovrintendess sovrintendessim sovrintendest sovrintes sovrinteser
sovven sovvenent sovveng sovveniss sovvenissim sovvenn sovvenner sovverr sovverra sovverrann sovverre sovverrebb sovverrebber sovverrem sovverrest sovvien
sovvenzion sovvenz sovvenziona sovvenzionast sovvenzioner sovvenzionin
sovvert sovv sovvertent sovvertir sovvertiss sovvertissim
spacc spacca spaccant spaccast spaccer spaccher spacchin spaccia spacciant spacciast spacciator spacciatric spaccin
spacchett spacchetta spacchettast spacchetter spacchettin
spadronegg spadronegger spadroneggia spadroneggiast spadroneggin
spagin spagina spaginast spaginer spaginin
spagl spaglia spagliant spagliast spaglier spaglin
spai spaia spaiam spaiant spaiast spaier spain
spal spala spalant spalast spaler spalin
spalanc spalanca spalancast spalancher spalanchin
spallegg spallegger spalleggia spalleggiast spalleggin
spalm spalma spalmant spalmast spalmer spalmin
spampan spamp spampana spampanast spampaner spampanin
span spana spanant spanast spaner spanin
spanc spancer spancia spanciant spanciast spancin
spand spandent spander spandess spandessim spandest spans spas spaser
spannocc spannocchia spannocchiast spannocchier spannocchin
spaparacc spaparacchia spaparacchiast spaparacchier spaparacchin
spaparanz spapar spaparanza spaparanzast spaparanzer spaparanzin
spappol spappola spappolast spappoler spappolin
spar spara sparant sparast sparator sparent sparer sparin sparir spariss sparissim sparist sparizion sparv sparver
sparecc sparecchia sparecchiast sparecchier sparecchin
sparg spargent sparger spargess spargessim spargest spars sparser
sparigl spariglia sparigliast spariglier spariglin
sparl sparla sparlant sparlast sparler sparlin
sparpagl sparpaglia sparpagliast sparpaglier sparpaglin
spart spartent spartir spartiss spartissim spartist spartizion
spasim spasima spasimast spasimer spasimin
spass spassa spassant spassarsel spassast spasser spassin
spaur spaurent spaurir spauriss spaurissim spaurist
spavent spaventa spaventast spaventer spaventin
spaz spazia spaziant spaziast spazier spazin
spazient spazientent spazientir spazientiss spazientissim
spazz spazza spazzant spazzast spazzer spazzin
spazzol spazzola spazzolast spazzoler spazzolin
specc specchia specchiast specchier specchin
specializz specializza specializzast specializzer specializzin
specific specif specifica specificast specificher specifichin
specul specula speculast speculer speculin
sped spedent spedir spediss spedissim spedist spedizion
spedalizz spedalizza spedalizzast spedalizzer spedalizzin
spegn spegna spegnant spegnast spegnent spegness spegnessim spegnest spegnin spens spenser spent
spel spela spelant spelast speler spelin
spelacc spelacchia spelacchiast spelacchier spelacchin
spell spella spellant spellast speller spellin
spend spendent spender spendess spendessim spendest
speng spengent spenger spengess spengessim spengest
spenn spenna spennant spennast spenner spennin
spennacc spennacchia spennacchiast spennacchier spennacchin
spennell spennella spennellast spenneller spennellin
spenzol spenzola spenzolast spenzoler spenzolin
sper spera sperant sperast sperer sperin
sperd sperdent sperder sperdess sperdessim sperdest spers sperser
sperequ sperequa sperequast sperequer sperequin
spergiur spergiura spergiurast spergiurer spergiurin
spericol spericola spericolast spericoler spericolin
speriment sperimenta sperimentast sperimenter sperimentin
speron sperona speronast speroner speronin
sperper sperp sperperast sperperer sperperin
spersonalizz spersonalizza spersonalizzast spersonalizzer spersonalizzin
spertic spertica sperticast sperticher spertichin
spes spesa spesant spesast spesin
spett spetta spettant spettast spettator spettatric spetter
spettegol spettegola spettegolast spettegoler spettegolin
spettin spettina spettinast spettiner spettinin
spezz spezza spezzant spezzast spezzer spezzin
spezzett spezzetta spezzettast spezzetter spezzettin
spezzon spezzona spezzonast spezzoner spezzonin
spi spia spiam spiast spier
spiac spiacc spiacent spiacer spiacess spiacessim spiacest spiacqu spiacquer
spiaccic spiaccica spiaccicast spiaccicher spiaccichin
spian spiana spianant spianast spianer spianin
spiant spianta spiantant spiantast spianter spiantin
spiattell spiattella spiattellast spiatteller spiattellin
spiazz spiazza spiazzant spiazzast spiazzer spiazzin
spicc spicca spiccant spiccast spiccer spiccher spicchin spiccia spicciant spicciast spiccin
spiccic spiccica spiccicast spiccicher spiccichin
spicciol spicciola spicciolast spiccioler spicciolin
spidocc spidocchia spidocchiast spidocchier spidocchin
spieg spiega spiegant spiegast spiegazion spiegher spieghin
spiegazz spiegazza spiegazzast spiegazzer spiegazzin
spiffer spiff spifferast spifferer spifferin
spig spiga spigant spigast spigher spighin
spignatt spignatta spignattast spignatter spignattin
spigol spigola spigolast spigoler spigolin
spill spilla spillant spillast spiller spillin
spilluzzic spilluzz spilluzzica spilluzzicast spilluzzicher spilluzzichin
spin spina spinant spinast spiner spinin
sping spingent spinger spingess spingessim spingest spins spinser
spinton spintona spintonast spintoner spintonin
spiomb spiomba spiombant spiombast spiomber spiombin
spiov spiovent spiover spiovess spiovessim spiovest spiovv spiovver
spir spira spirant spirast spirer spirin
spiritualizz spiritualizza spiritualizzast spiritualizzer spiritualizzin
spium spiuma spiumant spiumast spiumer spiumin
spizzic spizzica spizzicast spizzicher spizzichin
splend splendent splender splendess splendessim splendest splendett splendetter
spodest spodesta spodestast spodester spodestin
spoetizz spoetizza spoetizzast spoetizzer spoetizzin
spogl spoglia spogliant spogliast spoglier spoglin
spoliticizz spoliticizza spoliticizzast spoliticizzer spoliticizzin
spolmon spolm spolmona spolmonast spolmoner spolmonin
spolp spolpa spolpant spolpast spolper spolpin
spolver spolv spolverast spolverer spolverin
spolverizz spolverizza spolverizzast spolverizzer spolverizzin
sponsorizz sponsorizza sponsorizzast sponsorizzer sponsorizzin
spopol spopola spopolast spopoler spopolin
sporc sporca sporcant sporcast sporcher sporchin
sporg sporgent sporger sporgess sporgessim sporgest spors sporser sport
spos sposa sposant sposast sposer sposin
sposs spossa spossant spossast sposser spossin
spossess spossessa spossessast spossesser spossessin
spost sposta spostant spostast sposter spostin
sprang spranga sprangant sprangast sprangher spranghin
sprec spreca sprecant sprecast sprecher sprechin
spreg spreger spregia spregiant spregiast spregin
sprem sprement spremer spremess spremessim spremest spremett spremetter
spret spreta spretast spreter spretin
sprezz sprezza sprezzant sprezzast sprezzer sprezzin
sprigion sprig sprigiona sprigionast sprigioner sprigionin
sprimacc sprimaccer sprimaccia sprimacciast sprimaccin
sprint sprinta sprintant sprintast sprinter sprintin
sprizz sprizza sprizzant sprizzast sprizzer sprizzin
sprofond sprofonda sprofondast sprofonder sprofondin
sproloqu sproloquia sproloquiast sproloquier sproloquin
spron sprona spronant spronast sproner spronin
sproposit spropos sproposita spropositast spropositer spropositin
spropr spropria spropriant spropriast sproprier sproprin
sprovved sprovvedent sprovvedess sprovvedessim sprovvedest sprovvedr sprovvedra sprovvedrann sprovvedre sprovvedrebb sprovvedrebber sprovvedrem sprovvedrest sprovvid sprovvider
spruzz spruzza spruzzant spruzzast spruzzer spruzzin
spul spula spulant spulast spuler spulin
spulc spulcer spulcia spulciant spulciast spulcin
spum spuma spumant spumast spumer spumin
spumegg spumegger spumeggia spumeggiast spumeggin
spunt spunta spuntant spuntast spunter spuntin
spurg spurga spurgant spurgast spurgher spurghin
sput sputa sputant sputast sputer sputin
sputacc sputacchia sputacchiast sputacchier sputacchin
sputtan sputt sputtana sputtanast sputtaner sputtanin
squadern squaderna squadernast squaderner squadernin
squadr squadra squadrant squadrast squadrer squadrin
squagl squaglia squagliant squagliarsel squagliast squaglier squaglin
squalific squalif squalifica squalificast squalificher squalifichin
squam squama squamant squamast squamer squamin
squarc squarcer squarcia squarciant squarciast squarcin
squart squarta squartant squartast squarter squartin
squass squassa squassant squassast squasser squassin
squilibr squilibra squilibrast squilibrer squilibrin
squill squilla squillant squillast squiller squillin
squintern squinterna squinternast squinterner squinternin
squitt squittent squittir squittiss squittissim squittist
sradic sradica sradicast sradicher sradichin
sragion srag sragiona sragionast sragioner sragionin
sregol sregola sregolast sregoler sregolin
srotol srotola srotolast srotoler srotolin
stabil stabilent stabilir stabiliss stabilissim
stabilizz stabilizza stabilizzast stabilizzer stabilizzin
stacc stacca staccant staccast staccer staccher stacchin staccia stacciant stacciast staccin
staffil staffila staffilast staffiler staffilin
stagion stagiona stagionast stagioner stagionin
stagl staglia stagliant stagliast staglier staglin
stagn stagna stagnant stagnast stagnazion stagner stagnin
stambur stambura stamburast stamburer stamburin
stamp stampa stampant stampast stampator stamper stampin
stampigl stampiglia stampigliast stampiglier stampiglin
stan stana stanant stanast staner stanin
stanc stanca stancant stancast stancher stanchin
standardizz standardizza standardizzast standardizzer standardizzin
stang stanga stangant stangast stangher stanghin
stanz stanzia stanziant stanziast stanzier stanzin
stapp stappa stappant stappast stapper stappin
star stamm standosen stant starv stast stat
starnazz starnazza starnazzast starnazzer starnazzin
starnut starnuta starnutast starnutent starnuter starnutin starnutir starnutiss starnutissim
stas stasa stasant stasast staser stasin
statalizz statalizza statalizzast statalizzer statalizzin
statizz statizza statizzast statizzer statizzin
statu statuent statui statuiam statuir statuiss statuissim statuist
stazion staz staziona stazionast stazioner stazionin
stazz stazza stazzant stazzast stazzer stazzin
stazzon stazzona stazzonast stazzoner stazzonin
stecc stecca steccant steccast stecchent steccher stecchin stecchir stecchiss stecchissim stecchist
stell stella stellant stellast steller stellin
stemp stempia stempiast stempier stempin
stemper stemperast stemperer stemperin
stend stendent stender stendess stendessim stendest stes steser
stenograf stenografa stenografast stenografer stenografin
stent stenta stentant stentast stenter stentin
stereotipizz stereotipizza stereotipizzast stereotipizzer stereotipizzin
sterilizz sterilizza sterilizzast sterilizzer sterilizzin
stermin stermina sterminast sterminer sterminin
sterr sterra sterrant sterrast sterrer sterrin
sterz sterza sterzant sterzast sterzer sterzin
stigmatizz stigmatizza stigmatizzast stigmatizzer stigmatizzin
stil stila stilant stilast stiler stilin
stilizz stilizza stilizzast stilizzer stilizzin
still stilla stillant stillast stiller stillin
stim stima stimant stimast stimer stimin
stimmatizz stimmatizza stimmatizzast stimmatizzer stimmatizzin
stimol stimola stimolast stimoler stimolin
sting stingent stinger stingess stingessim stingest stins stinser stint
stip stipa stipant stipast stiper stipin
stipend stipendia stipendiast stipendier stipendin
stipul stipula stipulast stipuler stipulin
stir stira stirant stirast stirer stirin
stiracc stiracchia stiracchiast stiracchier stiracchin
stiv stiva stivant stivast stiver stivin
stizz stizzent stizzir stizziss stizzissim stizzist
stocc stocca stoccant stoccast stoccher stocchin
stomac stomaca stomacast stomacher stomachin
ston stona stonant stonast stoner stonin
stopp stoppa stoppant stoppast stopper stoppin
storc storcent storcer storcess storcessim storcest stors storser stort
stord stordent stordir stordiss stordissim stordist
storicizz storicizza storicizzast storicizzer storicizzin
storm storment stormir stormiss stormissim stormist
storn storna stornant stornast storner stornin
stornell stornella stornellast storneller stornellin
storp storpia storpiant storpiast storpier storpin
strabil strabilia strabiliast strabilier strabilin
strabocc strabocca straboccast straboccher strabocchin
strabuzz strabuzza strabuzzast strabuzzer strabuzzin
stracc stracca straccant straccast straccer straccher stracchin straccia stracciant stracciast straccin
stracuoc stracott stracuoce stracuocent stracuocer stracuocess stracuocessim stracuocest
straf strafa strafac strafacc strafacent strafacess strafacessim strafacest strafann strafar strafara strafarann strafare strafarebb strafarebber strafarem strafarest strafatt strafec strafecer
strafott strafotte strafottent strafotter strafottess strafottessim strafottest
stralc stralcer stralcia stralciant stralciast stralcin
stralun straluna stralunast straluner stralunin
stramaled stramaledett stramaledic stramaledicent stramaledicess stramaledicessim stramaledicest stramaledir stramalediss
stramazz stramazza stramazzast stramazzer stramazzin
stran strania straniant straniast stranier stranin
strangol strangola strangolast strangoler strangolin
strapag strapaga strapagast strapagher strapaghin
straparl strap straparla straparlast straparler straparlin
strapazz strapazza strapazzast strapazzer strapazzin
strapiomb strapiomba strapiombast strapiomber strapiombin
strapp strappa strappant strappast strapper strappin
strarip straripa straripast strariper straripin
strascic strascica strascicast strascicher strascichin
strascin strascina strascinast strasciner strascinin
stratific stratif stratifica stratificast stratificher stratifichin
stratton stratt strattona strattonast strattoner strattonin
stravacc stravacca stravaccast stravaccher stravacchin
straved stravedent stravedess stravedessim stravedest stravedr stravedra stravedrann stravedre stravedrebb stravedrebber stravedrem stravedrest stravid stravider
stravinc stravincent stravincer stravincess stravincessim stravincest stravins stravinser stravint
straviz stravizia straviziast stravizier stravizin
stravolg stravolgent stravolger stravolgess stravolgessim stravolgest stravols stravolser stravolt
straz strazia straziant straziast strazier strazin
streg strega stregant stregast stregher streghin
strem strema stremant stremast stremer stremin
strepit strep strepita strepitast strepiter strepitin
stress stressa stressant stressast stresser stressin
stri stria striam striant striast strier
strid stride strident strider stridess stridessim stridest stridett
strigl striglia strigliant strigliast striglier striglin
strill strilla strillant strillast striller strillin
striminz striminzent striminzir striminziss striminzissim
strimpell strimpella strimpellast strimpeller strimpellin
strin strina strinant strinast striner strinin
string strett stringa stringant stringast stringent stringer stringess stringessim stringest stringher stringhin strins strinser
strisc striscer striscia strisciant strisciast striscin
stritol stritola stritolast stritoler stritolin
strizz strizza strizzant strizzast strizzer strizzin
strofin strofina strofinast strofiner strofinin
strombazz strombazza strombazzast strombazzer strombazzin
strombett strombetta strombettast strombetter strombettin
stronc stronca stroncant stroncast stroncator stroncher stronchin
stronf stronfia stronfiant stronfiast stronfier stronfin
stropicc stropiccer stropiccia stropicciast stropiccin
stropp stroppia stroppiant stroppiast stroppier stroppin
strozz strozza strozzant strozzast strozzer strozzin
strucc strucca struccant struccast struccher strucchin
strugg struggent strugger struggess struggessim struggest struss strusser strutt
strument strumenta strumentast strumenter strumentin
strumentalizz strumentalizza strumentalizzast strumentalizzer strumentalizzin
strusc struscer struscia strusciant strusciast struscin
struttur struttura strutturast strutturer strutturin
stucc stucca stuccant stuccast stuccher stucchin
stud studia studiant studiast studier studin
stuf stufa stufant stufast stufer stufin
stup stupent stupir stupiss stupissim stupist
stupef stupefa stupefac stupefacc stupefacent stupefacess stupefacessim stupefacest stupefann stupefar stupefara stupefarann stupefare stupefarebb stupefarebber stupefarem stupefarest stupefatt stupefec stupefecer
stupid stupident stupidir stupidiss stupidissim
stupr stupra stuprant stuprast stuprator stuprer stuprin
stur stura sturant sturast sturer sturin
stuzzic stuzzica stuzzicast stuzzicher stuzzichin
suad suadent suader suadess suadessim suadest suas suaser
sub subent subir subissim subist
subaffitt subaffitta subaffittast subaffitter subaffittin
subappalt subappalta subappaltast subappalter subappaltin
subentr subentra subentrast subentrer subentrin
subiss subissa subissast subisser subissin
sublim sublima sublimast sublimer sublimin
subloc subloca sublocast sublocher sublochin
subodor subodora subodorast subodorer subodorin
subordin subordina subordinast subordiner subordinin
suborn suborna subornast suborner subornin
succ succhia succhiant succhiast succhier succhin
succed succedent succeder succedess succedessim succedest succedett success
succid succident succider succidess succidessim succidest succis succiser
succing succingent succinger succingess succingessim succingest succins succinser succint
succit succita succitast succiter succitin
sud suda sudant sudast suder sudin
suddivid suddivident suddivider suddividess suddividessim suddividest suddivis suddiviser
suffrag suffraga suffragast suffragher suffraghin
sugg suggent suggess suggessim suss susser sutt
suggell suggella suggellast suggeller suggellin
sugger suggerent suggerir suggeriss suggerissim suggeritor
suggestion suggestiona suggestionast suggestioner suggestionin
suicid suicida suicidast suicider suicidin
summenzion summenz summenziona summenzionast summenzioner summenzionin
suntegg suntegger sunteggia sunteggiast sunteggin
suol suola suolant suolast suoler suolin
suon suona suonant suonast suonator suoner suonin
super superast superer superin
superpag superpaga superpagast superpagher superpaghin
superprotegg superprot superproteggent superprotegger superproteggess superproteggessim superproteggest superprotess superprotett
suppl supplent supplir suppliss supplissim supplist
supplic supplica supplicast supplicher supplichin
suppliz supplizia suppliziast supplizier supplizin
supporr suppon supponent supponess supponessim supponest suppong supporra supporrann supporre supporrebb supporrebber supporrem supporrest suppors suppos supposer suppost
support supporta supportast supporter supportin
suppur suppura suppurast suppurer suppurin
surclass surcl surclassa surclassast surclasser surclassin
surgel surgela surgelast surgeler surgelin
surriscald surriscalda surriscaldast surriscalder surriscaldin
surrog surroga surrogast surrogher surroghin
suscit susc suscita suscitast susciter suscitin
sussegu susseguent sussegui susseguiam susseguir susseguiss susseguissim
sussid sussidia sussidiast sussidier sussidin
sussist sussistent sussister sussistess sussistessim sussistest sussistett sussistetter
sussult sussulta sussultast sussulter sussultin
sussurr sussurra sussurrast sussurrer sussurrin
sutur sutura suturast suturer suturin
svag svaga svagant svagast svagher svaghin
svalig svaliger svaligia svaligiast svaligin
svalut sval svaluta svalutast svaluter svalutin
svan svanent svanir svaniss svanissim svanist
svantagg svantagger svantaggia svantaggiast svantaggin
svapor svapora svaporast svaporer svaporin
svar svaria svariant svariast svarier svarin
svas svasa svasant svasast svaser svasin
svecc svecchia svecchiant svecchiast svecchier svecchin
svegl sveglia svegliant svegliast sveglier sveglin
svel svela svelant svelast sveler svelin
svelen svelenent svelenir sveleniss svelenissim
svell svellent sveller svelless svellessim svellest svels svelser
svelt sveltent sveltir sveltiss sveltissim sveltist
sven svena svenant svenast svenent svener sveng svenin sveniss svenissim svenist svenn svenner sverr sverra sverrann sverre sverrebb sverrebber sverrem sverrest svien
svend svendent svender svendess svendessim svendest svendett svendetter
svent sventa sventant sventast sventer sventin
sventagl sventaglia sventagliast sventaglier sventaglin
sventol sventola sventolast sventoler sventolin
sventr sventra sventrant sventrast sventrer sventrin
svergin svergina sverginast sverginer sverginin
svergogn svergogna svergognast svergogner svergognin
svern sverna svernant svernast sverner svernin
svest svestent svestir svestiss svestissim svestist
svett svetta svettant svettast svetter svettin
svezz svezza svezzant svezzast svezzer svezzin
svi svia sviam sviant sviast svier
svicol svicola svicolast svicoler svicolin
svign svigna svignant svignarsel svignast svigner svignin
svigor svigorent svigorir svigoriss svigorissim
svil svilent svilir sviliss svilissim svilist
svillanegg svillanegger svillaneggia svillaneggiast svillaneggin
svilupp sviluppa sviluppast svilupper sviluppin
svin svina svinant svinast sviner svinin
svincol svincola svincolast svincoler svincolin
sviolin sviolina sviolinast svioliner sviolinin
svirilizz svirilizza svirilizzast svirilizzer svirilizzin
svis svisa svisant svisast sviser svisin
sviscer svisc sviscerast sviscerer sviscerin
svit svita svitant svitast sviter svitin
svolazz svolazza svolazzast svolazzer svolazzin
svolg svolgent svolger svolgess svolgessim svolgest svols svolser
svolt svolta svoltant svoltast svolter svoltin
svuot svuota svuotant svuotast svuoter svuotin
swing swinga swingant swingast swingher swinghin
tabacc tabacca tabaccast tabaccher tabacchin
tabul tabula tabulast tabuler tabulin
tac tacent tacer tacess tacessim tacest tacqu tacquer
tacc taccer taccia tacciant tacciast taccin
tacit tacita tacitast taciter tacitin
tagl taglia tagliant tagliast tagliator taglier taglin
tagliegg tagliegger taglieggia taglieggiast taglieggin
tagliuzz tagliuzza tagliuzzast tagliuzzer tagliuzzin
talent talenta talentast talenter talentin
tallon tall tallona tallonast talloner tallonin
tambur tambura tamburast tamburer tamburin
tamburegg tamburegger tambureggia tambureggiast tambureggin
tamburell tamburella tamburellast tambureller tamburellin
tampin tampina tampinast tampiner tampinin
tampon tamp tampona tamponast tamponer tamponin
tapp tappa tappant tappast tapper tappin
tappezz tappezza tappezzast tappezzer tappezzin
tar tara tarant tarast tarer tarin
tard tarda tardant tardast tarder tardin
targ targa targant targast targher targhin
tariff tariffa tariffast tariffer tariffin
tarl tarla tarlant tarlast tarler tarlin
tarm tarma tarmant tarmast tarmer tarmin
tarp tarpa tarpant tarpast tarper tarpin
tartagl tartaglia tartagliast tartaglier tartaglin
tartass tartassa tartassast tartasser tartassin
tartuf tartufa tartufast tartufer tartufin
tass tassa tassant tassast tassazion tasser tassin
tast tasta tastant tastast taster tastin
tatu tatua tatuant tatuast tatuer tatui tatuiam tatuin
tecnicizz tecnicizza tecnicizzast tecnicizzer tecnicizzin
ted tedia tediant tediast tedier tedin
telecomand telecom telecomanda telecomandast telecomander telecomandin
telecomunic telecomun telecomunica telecomunicast telecomunicher telecomunichin
telefon telef telefona telefonast telefoner telefonin
telegraf telegrafa telegrafast telegrafer telegrafin
teleguid teleguida teleguidast teleguider teleguidin
telelavor telelavora telelavorast telelavorer telelavorin
teletrasmett teletrasmess teletrasmettent teletrasmetter teletrasmettess teletrasmettessim teletrasmettest teletrasmis teletrasmiser
tem tement temer temess temessim temest temett temetter
temper temperast temperer temperin
tempest tempesta tempestast tempester tempestin
temporegg temporegger temporeggia temporeggiast temporeggin
tempr tempra temprant temprast temprer temprin
ten tenent teness tenessim tenest teng tenn tenner terra terrann terre terrebb terrebber terrem terrest tien
tend tendent tender tendess tendessim tendest
tent tenta tentant tentast tentator tentazion tenter tentin
tentenn tentenna tentennast tentenner tentennin
teorizz teorizza teorizzast teorizzer teorizzin
terg tergent terger tergess tergessim tergest ters terser
tergivers tergiv tergiversa tergiversast tergiverser tergiversin
termin termina terminast terminer terminin
terrazz terrazza terrazzast terrazzer terrazzin
terrific terrif terrifica terrificast terrificher terrifichin
terrorizz terrorizza terrorizzast terrorizzer terrorizzin
terzarol terzarola terzarolast terzaroler terzarolin
terzin terzina terzinast terziner terzinin
tes tesa tesant tesast tesin
tesaurizz tesaurizza tesaurizzast tesaurizzer tesaurizzin
tess tesse tessent tessess tessessim tessest
tesser tesserast tesserer tesserin
test testa testant testast tester testin
testific testif testifica testificast testificher testifichin
testimon testimonia testimoniast testimonier testimonin
ticchett ticchetta ticchettast ticchetter ticchettin
tif tifa tifant tifast tifer tifin
timbr timbra timbrant timbrast timbrer timbrin
timon tim timona timonast timoner timonin
ting tingent tinger tingess tingessim tingest tins tinser tint
tinn tinnent tinnir tinniss tinnissim tinnist
tintegg tintegger tinteggia tinteggiast tinteggin
tintinn tintinna tintinnast tintinner tintinnin
tipizz tipizza tipizzast tipizzer tipizzin
tir tira tirant tirast tirator tirer tirin
tirannegg tirannegger tiranneggia tiranneggiast tiranneggin
titill titilla titillast titiller titillin
titol titola titolast titoler titolin
titub tituba titubast tituber titubin
tocc tocca toccant toccast toccher tocchin
togl toglient toglier togliess togliessim togliest tolg tols tolser tolt
toller toll tollerast tollerer tollerin
tombol tombola tombolast tomboler tombolin
ton tona tonant tonast toner tonin
tondegg tondegger tondeggia tondeggiast tondeggin
tonf tonfa tonfant tonfast tonfer tonfin
tonific tonif tonifica tonificast tonificher tonifichin
tonsur tonsura tonsurast tonsurer tonsurin
tor tore torea toreant toreast toreer torei toreiam torein
torc torcent torcer torcess torcessim torcest torchia torchiant torchiast torchier torchin torser tort
torment tormenta tormentast tormenter tormentin
torn torna tornant tornast torne tornea torneant torneast torneer tornei torneiam tornein tornent torner tornin tornir torniss tornissim tornist tornitor
torref torrefa torrefast torrefer torrefin
torregg torregger torreggia torreggiast torreggin
tortur tortura torturast torturer torturin
tos tosa tosant tosast toser tosin
toscanegg toscanegger toscaneggia toscaneggiast toscaneggin
toscanizz toscanizza toscanizzast toscanizzer toscanizzin
toss tossent tossir tossiss tossissim tossist
tossicc tossicchia tossicchiast tossicchier tossicchin
tost tosta tostant tostast toster tostin
totalizz totalizza totalizzast totalizzer totalizzin
traball traballa traballast traballer traballin
trabalz trabalza trabalzast trabalzer trabalzin
trabocc trabocca traboccast traboccher trabocchin
tracc traccer traccia tracciant tracciast tracciator traccin
tracchegg tracchegger traccheggia traccheggiast traccheggin
tracim tracima tracimast tracimer tracimin
tracoll tracolla tracollast tracoller tracollin
trad tradent tradir tradiss tradissim tradist traditor tradizion
tradurr tradott traduc traducent traducess traducessim traducest tradurra tradurrann tradurre tradurrebb tradurrebber tradurrem tradurrest tradurs traduss tradusser
traffic traffica trafficast trafficher traffichin
trafigg traf trafiggent trafigger trafiggess trafiggessim trafiggest trafiss trafitt
trafil trafila trafilast trafiler trafilin
trafug trafuga trafugast trafugher trafughin
traghett traghetta traghettast traghetter traghettin
train traina trainant trainast trainer trainin
tralasc tralascer tralascia tralasciast tralascin
tralign traligna tralignast traligner tralignin
traluc traluce tralucent tralucer tralucess tralucessim tralucest
tram trama tramant tramast tramer tramin
tramand tramanda tramandast tramander tramandin
tramest tramesta tramestast tramester tramestin
tramezz tramezza tramezzast tramezzer tramezzin
tramont tramonta tramontast tramonter tramontin
tramort tramortent tramortir tramortiss tramortissim
tramut tramuta tramutast tramuter tramutin
tranc trancer trancia tranciant tranciast trancin
trangug tranguger trangugia trangugiast trangugin
tranquill tranquilla tranquillast tranquiller tranquillin
tranquillizz tranquillizza tranquillizzast tranquillizzer tranquillizzin
transenn transenna transennast transenner transennin
transig transatt transigent transiger transigess transigessim transigest transigett transigetter
transistorizz transistorizza transistorizzast transistorizzer transistorizzin
transit trans transita transitast transiter transitin
transum transuma transumast transumer transumin
trapan trapana trapanast trapaner trapanin
trapass trapassa trapassast trapasser trapassin
trapel trapela trapelast trapeler trapelin
trapiant trapianta trapiantast trapianter trapiantin
trapung trapungent trapunger trapungess trapungessim trapungest trapuns trapunser
trapunt trapunta trapuntast trapunter trapuntin
trarr tra traent traess traessim traest tragg trai traiam trarra trarrann trarre trarrebb trarrebber trarrem trarrest trars trass trasser
trasal trasalent trasalir trasaliss trasalissim
trasbord trasborda trasbordast trasborder trasbordin
trascegl trasceglient trasceglier trascegliess trascegliessim trascegliest trascelg trascels trascelser trascelt
trascend trasc trascendent trascender trascendess trascendessim trascendest trasces trasceser
trascin trascina trascinast trasciner trascinin
trascolor trascolora trascolorast trascolorer trascolorin
trascorr trascorrent trascorrer trascorress trascorressim trascorrest trascors trascorser
trascriv trascr trascriss trascritt trascrivent trascriver trascrivess trascrivessim trascrivest
trascur trascura trascurast trascurer trascurin
trasdurr trasdott trasduc trasducent trasducess trasducessim trasducest trasdurra trasdurrann trasdurre trasdurrebb trasdurrebber trasdurrem trasdurrest trasduss trasdusser
trasecol trasecola trasecolast trasecoler trasecolin
trasfer trasferent trasferir trasferiss trasferissim
trasfigur trasfigura trasfigurast trasfigurer trasfigurin
trasfond trasfondent trasfonder trasfondess trasfondessim trasfondest trasfus trasfuser
trasform trasforma trasformast trasformer trasformin
trasgred trasgredent trasgredir trasgrediss trasgredissim
trasl trasla traslant traslast traslazion trasler traslin
traslitter traslitt traslitterast traslitterer traslitterin
trasloc trasloca traslocast traslocher traslochin
trasmett trasmess trasmettent trasmetter trasmettess trasmettessim trasmettest trasmis trasmiser
trasmigr trasmigra trasmigrast trasmigrer trasmigrin
trasmod trasmoda trasmodast trasmoder trasmodin
trasogn trasogna trasognast trasogner trasognin
traspar traspai trasparent trasparir traspariss trasparissim trasparv trasparver
traspir traspirast traspirer traspirin
trasporr traspon trasponent trasponess trasponessim trasponest traspong trasporra trasporrann trasporre trasporrebb trasporrebber trasporrem trasporrest traspos trasposer traspost
trasport trasporta trasportast trasporter trasportin
trastull trastulla trastullast trastuller trastullin
trasud trasuda trasudast trasuder trasudin
trasuman trasum trasumana trasumanast trasumaner trasumanin
trasvol trasvola trasvolast trasvoler trasvolin
tratt tratta trattant trattast trattazion tratter trattin
trattegg trattegger tratteggia tratteggiast tratteggin
tratten trattenent tratteness trattenessim trattenest tratteng trattenn trattenner tratterr tratterra tratterrann tratterre tratterrebb tratterrebber tratterrem tratterrest trattien
traumatizz traumatizza traumatizzast traumatizzer traumatizzin
trav travia traviant traviast travier travin
travagl travaglia travagliast travaglier travaglin
travalic traval travalica travalicast travalicher travalichin
travas travasa travasast travaser travasin
traved travedent travedess travedessim travedest travedr travedra travedrann travedre travedrebb travedrebber travedrem travedrest travid travider
travers traversa traversast traverser traversin
travest travestent travestir travestiss travestissim
travis travisa travisast traviser travisin
travolg travolgent travolger travolgess travolgessim travolgest travols travolser travolt
trebb trebbia trebbiant trebbiast trebbiatric trebbier trebbin
trem trema tremant tremast tremer tremin
tremol tremola tremolast tremoler tremolin
trepid trepida trepidast trepider trepidin
tresc tresca trescant trescast trescher treschin
triangol triangola triangolast triangoler triangolin
tribol tribola tribolast triboler tribolin
tribut trib tributa tributast tributer tributin
trill trilla trillant trillast triller trillin
trimestralizz trimestralizza trimestralizzast trimestralizzer trimestralizzin
trinc trinca trincant trincast trincher trinchin trincia trinciant trinciast trincin
trincer trincerast trincerer trincerin
trionf trionfa trionfant trionfast trionfator trionfer trionfin
tripart tripartent tripartir tripartiss tripartissim tripartizion
triplic triplica triplicast triplicher triplichin
tripud tripudia tripudiast tripudier tripudin
trit trita tritant tritast triter tritin
tritur tritura triturast triturer triturin
trivell trivella trivellast triveller trivellin
tromb tromba trombant trombast tromber trombin
tronc tronca troncant troncast troncher tronchin
tronegg tronegger troneggia troneggiast troneggin
trott trotta trottant trottast trottator trotter trottin
trotterell trotterella trotterellast trottereller trotterellin
trov trova trovant trovast trovator trover trovin
trucc trucca truccant truccast truccator truccher trucchin
trucid trucida trucidast trucider trucidin
truff truffa truffant truffast truffator truffer truffin
tub tuba tubant tubast tubazion tuber tubin
tuff tuffa tuffant tuffast tuffator tuffer tuffin
tumef tumefa tumefast tumefer tumefin
tumul tumula tumulast tumuler tumulin
tumultu tumultua tumultuast tumultuer tumultui tumultuiam tumultuin
tuon tuona tuonant tuonast tuoner tuonin
tur tura turant turast turer turin
turb turba turbant turbast turber
turbin turbina turbinast turbiner turbinin
turbocomprim turbocompr turbocompress turbocomprimer turbocomprimess turbocomprimessim turbocomprimest
turlupin turlupina turlupinast turlupiner turlupinin
tutel tutela tutelast tuteler tutelin
ubbid ubbident ubbidir ubbidiss ubbidissim
ubic ubica ubicast ubicher ubichin
ubriac ubriaca ubriacast ubriacher ubriachin
uccell uccella uccellast ucceller uccellin
uccid uccident uccider uccidess uccidessim uccidest uccis ucciser
udir oda odan ode odo odon udend udent udi udiam udimm udira udirann udire udirebb udirebber udirem udirest udirm udiss udisser udissim udist udit uditor uditr udiv udivam
uffic ufficer ufficia ufficiast ufficin
ufficializz ufficializza ufficializzast ufficializzer ufficializzin
uggiol uggiola uggiolast uggioler uggiolin
uguagl uguaglia uguagliast uguaglier uguaglin
ulcer ulcera ulcerast ulcerer ulcerin
ultim ultima ultimast ultimer ultimin
ulul ulula ululast ululer ululin
umanizz umanizza umanizzast umanizzer umanizzin
umett umetta umettast umetter umettin
umidific umidif umidifica umidificast umidificher umidifichin
umil umilia umiliast umilier umilin
uncin uncina uncinast unciner uncinin
unger unga ungan unge ungemm ungend ungent ungera ungerann ungere ungerebb ungerebber ungerem ungerest ungess ungesser ungessim ungest unget ungev ungevam ungi ungiam ungo ungon unse unser unsi unta unte unti unto
unific unifica unificast unificher unifichin
uniform uniforma uniformast uniformer uniformin
unir unendov unent uniam unimm unira unirann unire unirebb unirebber unirem unirest unirv unisc uniss unisser unissim unist unit univam
universalizz universalizza universalizzast universalizzer universalizzin
urbanizz urbanizza urbanizzast urbanizzer urbanizzin
urger urga urgan urge urgemm urgend urgent urgera urgerann urgere urgerebb urgerebber urgerem urgerest urgess urgesser urgessim urgest urget urgev urgevam urgi urgiam urgo urgon urse urser ursi urte
urin urina urinast uriner urinin
urlar urla urlamm urlan urlandogl urlant urlarm urlass urlasser urlassim urlast urlat urlav urlavam urler urlera urlerann urlere urlerebb urlerebber urlerem urlerest urli urliam urlin urlo
urtar urtamm urtan urtand urtant urtars urtass urtasser urtassim urtast urtat urtav urtavam urter urtera urterann urtere urterebb urterebber urterem urterest urtiam urtin
usar usa usamm usan usand usant usart usass usasser usassim usast usat usav usavam user usera userann usere userebb userebber userem userest usi usiam usin uso
uscir esca escan esce esci esco escon uscendon uscent usciam uscimm uscira uscirann uscire uscirebb uscirebber uscirem uscirest uscirsen usciss uscisser uscissim uscist uscit usciv uscivam
ustion ustiona ustionast ustioner ustionin
usufru usufruent usufrui usufruiam usufruir usufruiss usufruissim
usur usura usurast usurer usurin
usurp usurpa usurpast usurper usurpin
utilizz utilizza utilizzast utilizzer utilizzin
vac vaca vacant vacast vach vacher vachin
vaccin vaccina vaccinast vacciner vaccinin
vacill vacilla vacillast vaciller vacillin
vaffanculegg vaffanculegger vaffanculeggia vaffanculeggiast vaffanculeggin
vag vaga vagant vagast vagent vagher vaghin vagir vagiss vagissim vagist
vagabond vagabonda vagabondast vagabonder vagabondin
vaghegg vaghegger vagheggia vagheggiast vagheggin
vagl vaglia vagliant vagliast vaglier vaglin
vagol vagola vagolast vagoler vagolin
val valent valess valessim valest vals valser varr varra varrann varre varrebb varrebber varrem varrest
valic valica valicast valicher valichin
valid valida validast valider validin
vall valla vallant vallast valler vallin
valorizz valorizza valorizzast valorizzer valorizzin
valut valuta valutast valuter valutin
vampegg vampegger vampeggia vampeggiast vampeggin
vanaglor vanagloria vanagloriast vanaglorier vanaglorin
vandalizz vandalizza vandalizzast vandalizzer vandalizzin
vanegg vanegger vaneggia vaneggiast vaneggin
vang vanga vangant vangast vangher vanghin
vanific vanif vanifica vanificast vanificher vanifichin
vant vanta vantant vantast vanter vantin
vapor vapora vaporast vaporer vaporin
vaporizz vaporizza vaporizzast vaporizzer vaporizzin
var vara varant varast varer varia variant variast variazion varier
varc varca varcant varcast varcher varchin
vaticin vaticina vaticinast vaticiner vaticinin
ved vedent vedess vedessim vedest vedr vedra vedrann vedre vedrebb vedrebber vedrem vedrest vid vider
vedov vedova vedovast vedover vedovin
veget vegeta vegetast vegeter vegetin
vegl veglia vegliant vegliast veglier veglin
veicol veicola veicolast veicoler veicolin
vel vela velant velast veler velin
velegg velegger veleggia veleggiast veleggin
vellic vellica vellicast vellicher vellichin
vellut velluta vellutast velluter vellutin
ven vena venant venast veng venient venin veniss venissim venist venn venner verr verra verrann verre verrebb verrebber verrem verrest vien
vend vendent vender vendess vendessim vendest vendett vendetter
vendemm vendemmia vendemmiast vendemmier vendemmin
vendic vendica vendicast vendicher vendichin
vener venerast venerer venerin
ventil ventila ventilast ventiler ventilin
verbalizz verbalizza verbalizzast verbalizzer verbalizzin
verdegg verdegger verdeggia verdeggiast verdeggin
verg verga vergant vergast vergher verghin
vergogn vergogna vergognast vergogner vergognin
verific verif verifica verificast verificher verifichin
vernic vernicer vernicia verniciast vernicin
vers versa versant versast verser versin
versegg versegger verseggia verseggiast verseggin
versific versif versifica versificast versificher versifichin
vert verte vertent verter vertess vertessim vertest
vess vessa vessant vessast vessazion vesser vessin
vest vestent vestir vestiss vestissim vestist vestizion
vetrific vetrif vetrifica vetrificast vetrificher vetrifichin
vetriolegg vetriolegger vetrioleggia vetrioleggiast vetrioleggin
vettovagl vettovaglia vettovagliast vettovaglier vettovaglin
vezzegg vezzegger vezzeggia vezzeggiast vezzeggin
viagg viagger viaggia viaggiant viaggiast viaggiator viaggiatric viaggin
vibr vibra vibrant vibrast vibrator vibrazion vibrer vibrin
videoregistr videoregistra videoregistrast videoregistrer videoregistrin
vidim vidima vidimast vidimer vidimin
viet vieta vietant vietast vieter vietin
vietnamizz vietnamizza vietnamizzast vietnamizzer vietnamizzin
vig vige vigent viger vigess vigessim vigest vigett
vigil vigila vigilast vigiler vigilin
vilipend vilip vilipendent vilipender vilipendess vilipendessim vilipendest vilipes vilipeser
villegg villegger villeggia villeggiast villeggin
vinc vincent vincer vincess vincessim vincest vins vinser vint
vincol vincola vincolast vincoler vincolin
vinific vinif vinifica vinificast vinificher vinifichin
viol viola violant violast violator violazion violer violin
violent violenta violentast violenter violentin
vir vira virant virast virer virin
virgolett virgoletta virgolettast virgoletter virgolettin
virilizz virilizza virilizzast virilizzer virilizzin
vision visiona visionast visioner visionin
visit visita visitast visiter visitin
vist vista vistant vistast vister vistin
visualizz visualizza visualizzast visualizzer visualizzin
vitaminizz vitaminizza vitaminizzast vitaminizzer vitaminizzin
vittimizz vittimizza vittimizzast vittimizzer vittimizzin
vituper vitup vituperast vituperer vituperin
viv viss visser vivent vivess vivessim vivest vivr vivra vivrann vivre vivrebb vivrebber vivrem vivrest
vivacc vivacchia vivacchiast vivacchier vivacchin
vivacizz vivacizza vivacizzast vivacizzer vivacizzin
vivific vivif vivifica vivificast vivificher vivifichin
vivisezion vivisez viviseziona vivisezionast vivisezioner vivisezionin
viz vizia viziant viziast vizier vizin
voc vocer vocia vociant vociast vocin
vocalizz vocalizza vocalizzast vocalizzer vocalizzin
vocifer vocif vociferast vociferer vociferin
vog voga vogant vogast vogator vogher voghin
vol vola volant volast volent voler voless volessim volest volin voll voller vorr vorra vorrann vorre vorrebb vorrebber vorrem vorrest vuo vuol
volantin volantina volantinast volantiner volantinin
volatilizz volatilizza volatilizzast volatilizzer volatilizzin
volg volga volgant volgast volgent volger volgess volgessim volgest volgher volghin vols volser
volgarizz volgarizza volgarizzast volgarizzer volgarizzin
volt volta voltant voltast volter voltin
voltegg voltegger volteggia volteggiast volteggin
voltol voltola voltolast voltoler voltolin
voltur voltura volturast volturer volturin
vomit vom vomita vomitast vomiter vomitin
vortic vortica vorticast vorticher vortichin
vot vota votant votast votazion voter votin
vulcanizz vulcanizza vulcanizzast vulcanizzer vulcanizzin
vulner vuln vulnerast vulnerer vulnerin
vuot vuota vuotant vuotast vuoter vuotin
zaff zaffa zaffant zaffast zaffer zaffin
zamp zampa zampant zampast zamper zampin
zampett zampetta zampettast zampetter zampettin
zampill zampilla zampillast zampiller zampillin
zapp zappa zappant zappast zapper zappin
zappett zappetta zappettast zappetter zappettin
zavorr zavorra zavorrast zavorrer zavorrin
zig ziga zigant zigast zigh zigher zighin
zigrin zigrina zigrinast zigriner zigrinin
zigzag zigzaga zigzagast zigzagher zigzaghin
zinc zinca zincant zincast zincher zinchin
zirl zirla zirlant zirlast zirler zirlin
zitt zittent zittir zittiss zittissim zittist
zoccol zoccola zoccolast zoccoler zoccolin
zomp zompa zompant zompast zomper zompin
zompett zompetta zompettast zompetter zompettin
zoom zooma zoomant zoomast zoomer zoomin
zoppic zoppica zoppicast zoppicher zoppichin
zuccher zuccherast zuccherer zuccherin
zufol zufola zufolast zufoler zufolin
zum zuma zumant zumast zumer zumin
`;
