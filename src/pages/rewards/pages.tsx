import { applicationPages } from '../../kit/application-pages';
import {
  rewardAdd,
  rewardRecord,
  rewardRemove,
  rewardsArea,
  rewardsList,
  ruleAdd,
  ruleRecord,
  ruleRemove,
  rulesArea,
  rulesList,
} from './rewards-area';

export const rewards = applicationPages('rewardId', rewardsArea, {
  list: rewardsList,
  remove: rewardRemove,
  add: rewardAdd,
  record: rewardRecord,
});

export const rewardRules = applicationPages('ruleId', rulesArea, {
  list: rulesList,
  remove: ruleRemove,
  add: ruleAdd,
  record: ruleRecord,
});
