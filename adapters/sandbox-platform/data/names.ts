/** British name and place material for generated clients. */

export const FEMALE_FIRST_NAMES = [
  'Alice', 'Charlotte', 'Eleanor', 'Emily', 'Florence', 'Freya', 'Grace', 'Harriet', 'Imogen', 'Isabel',
  'Jessica', 'Katherine', 'Lucy', 'Margaret', 'Matilda', 'Molly', 'Niamh', 'Olivia', 'Philippa', 'Poppy',
  'Rebecca', 'Rosie', 'Sophie', 'Victoria', 'Zara', 'Anne', 'Bethan', 'Catherine', 'Deborah', 'Fiona',
  'Gillian', 'Helen', 'Jane', 'Joanna', 'Laura', 'Mairi', 'Nicola', 'Rachel', 'Sarah', 'Susan',
] as const;

export const MALE_FIRST_NAMES = [
  'Alexander', 'Alfie', 'Angus', 'Archie', 'Arthur', 'Callum', 'Charles', 'Daniel', 'Edward', 'Euan',
  'Finley', 'Frederick', 'Gareth', 'Harry', 'Henry', 'Hugh', 'Jack', 'James', 'Joseph', 'Liam',
  'Matthew', 'Nathan', 'Oliver', 'Owen', 'Patrick', 'Rhys', 'Robert', 'Rory', 'Samuel', 'Stephen',
  'Theo', 'Thomas', 'William', 'Andrew', 'Colin', 'David', 'Graham', 'Ian', 'Michael', 'Richard',
] as const;

export const SURNAMES = [
  'Abbott', 'Ainsworth', 'Ashby', 'Barker', 'Baxter', 'Blackwood', 'Bradshaw', 'Brennan', 'Brooks', 'Campbell',
  'Carmichael', 'Chapman', 'Clarke', 'Cooper', 'Crawford', 'Davies', 'Dawson', 'Drummond', 'Edwards', 'Ellis',
  'Evans', 'Fairbairn', 'Fletcher', 'Forsyth', 'Fraser', 'Gallagher', 'Gibson', 'Goodwin', 'Graham', 'Griffiths',
  'Hamilton', 'Harding', 'Harris', 'Hughes', 'Hutchinson', 'Jenkins', 'Kennedy', 'Lambert', 'Lawson', 'Lloyd',
  'MacDonald', 'Marsh', 'McAllister', 'Mitchell', 'Morgan', 'Murray', 'Nicholson', "O'Brien", 'Osborne', 'Parry',
  'Patel', 'Pearson', 'Powell', 'Pritchard', 'Quinn', 'Reid', 'Richardson', 'Robertson', 'Rowlands', 'Russell',
  'Shaw', 'Sinclair', 'Spencer', 'Stewart', 'Sutherland', 'Taylor', 'Thomson', 'Turner', 'Vaughan', 'Walker',
  'Wallace', 'Watson', 'Webb', 'Whitaker', 'Wilkinson', 'Williams', 'Wright', 'Yates', 'Young', 'Khan',
] as const;

/** Outward codes of real UK postcode districts; the inward part is generated. */
export const OUTWARD_CODES = [
  'SW1A', 'SW3', 'SW19', 'W8', 'NW3', 'N1', 'EC2V', 'SE10', 'E14', 'KT2', 'RH1', 'GU1', 'RG9', 'OX2',
  'CB2', 'BA1', 'BS8', 'EX4', 'TR1', 'BH13', 'SO23', 'BN1', 'CT1', 'TN1', 'ME14', 'CM1', 'AL1', 'HP9',
  'MK9', 'NN1', 'LE2', 'NG1', 'DE1', 'B15', 'CV37', 'WR1', 'HR1', 'SY1', 'CH1', 'M20', 'WA14', 'SK9',
  'L18', 'PR1', 'LA1', 'CA1', 'LS8', 'HG1', 'YO1', 'HU1', 'S10', 'NE3', 'DH1', 'TS9', 'EH4', 'G12',
  'AB10', 'KY16', 'PH1', 'IV2', 'CF10', 'SA1', 'LL30', 'NP20', 'BT9',
] as const;

/** Letters allowed in the inward part of a UK postcode. */
export const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
