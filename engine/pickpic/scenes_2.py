"""The second edition of the built-in deck, written by engine.pickpic.composer (run
`python -m engine.pickpic.composer > engine/pickpic/scenes_2.py`). Never change a
released line: stored games name cards by id."""

SCENES = """
1001 landscape day jungle 64 wild,jungle,day : 🪁:72:18:16 🪴:45:57:18:m 🦥:79:60:11 🌿:33:58:15 🐒:44:71:42 🐯:15:92:15
1002 surreal dusk street 57 fun,party,city,dusk : 🌙:50:12:16 🏯:28:49:19 🏛:77:51:15 🌆:9:53:11 🎟:38:30:54 🚲:85:85:24 🏍:92:83:23:m
1003 landscape storm grass 65 nature,animals,meadow,storm : 🌪:27:20:14 ⛰:50:58:18 🏡:33:58:18 🌳:69:59:14 🐖:37:71:41 🐌:73:77:18
1004 landscape dusk savanna 65 wild,savanna,dusk : 🌙:27:12:16 🛖:65:57:20 🐊:53:63:40 🦓:74:76:23 🦁:80:82:27:m 🦬:-2:75:17:m
1005 landscape storm grass 58 nature,animals,meadow,storm : ⚡:81:17:15 ⛰:20:52:16 🌳:35:52:14 🏡:8:52:15 🐄:67:65:40:m 🌱:26:90:25 🦙:82:85:17
1006 landscape dusk moss 54 forest,wild,dusk : ☁:74:14:20 🪓:45:48:15 🏕:81:47:18:m 🦡:56:65:49 🐺:3:76:20 🌰:88:87:26:m
1007 close-up fire - 0 forest,autumn,fire : 🪺:41:54:77 🧵:20:18:16 📚:20:85:21:m
1008 landscape night dunes 65 desert,travel,night : 🌙:14:12:11 🏛:60:58:18 🏜:33:57:19:m 🐍:65:70:44 🤠:72:92:19:m 🗿:29:80:19
1009 surreal day street 59 space,science,city,day : ☁:15:18:11 🏢:16:53:14 🗽:43:54:12:m 🧑:51:31:44 🚚:71:82:27 🛵:17:87:29 🛍:87:75:27
1010 close-up sun - 0 wild,jungle,sun : 🦜:63:54:68 😍:20:85:21:m 🐯:20:18:17
1011 surreal fog snow 55 fun,party,snow,fog : 🌲:91:47:19 🏠:77:48:17 🍿:46:31:43:m 🧤:25:93:17
1012 interior teal floor 70 story,people,indoors,teal : ✉:18:19:16 🖼:73:24:15 🚶:64:66:39:m 🥛:14:88:14:m 🪡:5:89:15:m 🌮:5:78:18:m
1013 crowd fog field 39 farm,food : 🦄:57:78:19 💃:84:76:24:m 🧌:20:77:26 🧘:18:15:25:m 🪣:45:51:38:m 🦹:84:48:25 🛖:14:54:24:m 🧛:77:14:20
1014 landscape fog street 56 city,buildings,fog : ☁:37:16:15 🗼:50:49:18 🏫:61:66:46 🚕:70:77:29 🚏:85:81:21:m
1015 landscape noon field 50 farm,animals,noon : ☀:51:19:18 🛖:22:44:16 🌲:93:45:12 🐕:58:63:40:m 🐓:28:94:14 🪣:80:79:25
1016 crowd day grass 35 nature,weather,meadow : 🐦:55:48:20:m 🛖:56:24:24 🧛:84:77:22:m 🧙:28:52:22 🕊:53:59:42:m 🏡:75:58:26:m 🌱:87:27:23
1017 crowd dusk moss 41 forest,calm : 🛳:24:15:23 🍁:24:74:25 🐿:25:56:21:m 🕷:74:57:24:m 🕸:75:13:20:m 🌋:82:87:27:m 🏕:50:58:37
1018 landscape fog jungle 50 wild,jungle,fog : ☁:76:20:14 🦚:20:43:18:m 🦥:44:44:14 🦍:69:50:40:m 🤔:101:93:28 😲:27:89:15 😬:76:78:24
1019 interior teal floor 66 home,things,indoors,teal : 👑:31:28:15 🛏:39:62:49 🥑:11:91:22:m 🔑:72:82:24
1020 surreal dusk street 51 fun,fair,city,dusk : 🦇:46:12:15 🏟:7:45:15 🏫:40:47:10:m 🏰:9:47:10 🤡:51:31:52 🛴:93:88:29 📰:8:86:28
1021 close-up mint - 0 food,meal,mint : 🍩:50:40:71 🍯:20:18:20:m 🥨:20:85:17
1022 close-up lavender - 0 nature,flowers,lavender : 🍀:60:43:66 🦈:20:85:15:m 🛖:20:18:20
1023 interior cream floor 61 story,people,indoors,cream : 🧵:68:37:12 🦖:54:68:39 🌮:81:89:20 📷:20:81:16:m
1024 landscape storm water 51 sea,boats,storm : ⚡:65:18:11 ⛱:54:44:18:m 🗼:27:45:15:m 🛟:57:46:43:m ☎:19:74:18:m 🛳:16:90:30
1025 close-up sand - 0 space,science,sand : 👽:51:43:63 🌶:80:85:19:m 🥝:20:85:15
1026 close-up snow - 0 wild,jungle,snow : 🌺:61:59:62 ⚓:80:18:14:m 🌿:80:85:20
1027 close-up sky - 0 summer,beach,sky : 🐚:50:53:71:m 📦:20:18:16 💡:20:85:14
1028 landscape dusk grass 59 fun,fair,dusk : 🌙:37:22:12 🤹:45:53:14 🎭:72:54:13 🐘:79:51:19:m 🎪:70:55:45:m 🤡:19:79:28:m 🍿:90:92:24 🎁:9:78:25:m
1029 close-up fire - 0 desert,old,fire : 🦴:60:53:65:m 🐫:80:85:19 😭:20:85:19:m
1030 crowd noon water 37 sea,island : 🚤:12:20:21 🌞:26:55:23 ⛱:56:12:20:m 🛳:78:28:19 🐋:42:73:19:m 🐟:79:48:23 🐠:19:77:26:m 🌋:53:57:37 🦑:54:53:22
1031 landscape day sand 57 summer,beach,day : ☁:54:25:19 🌴:47:53:10 ⛱:11:51:14 🏖:46:69:47 🪣:97:79:20 🏓:94:92:25:m 💍:97:79:24
1032 surreal dawn water 59 space,night,sea,dawn : ⛱:83:52:17:m 🌋:20:53:16 🪐:43:25:46 ✂:74:82:26 🔮:101:89:24
1033 landscape dawn dunes 62 desert,travel,dawn : ☁:72:22:17 🏛:9:56:14:m 🗿:52:62:47:m 🐍:100:74:20:m 🐫:82:76:18 🧭:74:79:24
1034 landscape fog field 64 farm,animals,fog : 🌫:46:23:10 🌲:38:58:14 🐓:32:57:48:m 💻:88:83:15 👒:23:83:14:m 👑:18:89:21
1035 landscape dusk field 56 farm,animals,dusk : ☁:18:25:14 🏚:30:49:17:m 🌲:32:51:13 🦃:39:48:48 🐈:92:79:16 🥕:100:75:17
1036 landscape dawn water 66 sea,boats,dawn : ☁:29:14:18 🌋:46:61:12 🚣:38:65:49:m 🐬:7:93:22:m 🚤:4:75:15:m 🐋:78:88:24
1037 surreal fog street 58 food,meal,city,fog : 🏗:84:51:17:m 🍝:52:29:54 🚏:71:93:24:m
1038 surreal night snow 56 story,people,snow,night : 🏔:25:51:12:m 🗻:67:50:15:m 🏇:51:28:52 🛷:80:80:25 ❄:82:91:21
1039 close-up candy - 0 story,people,candy : 🦹:45:54:65 🐛:20:18:16:m 🐉:80:85:16
1040 close-up stone - 0 summer,beach,stone : 🏓:44:50:70 🍹:20:18:16:m 🦀:20:85:15
1041 landscape storm jungle 59 wild,jungle,storm : ⛈:13:21:11 🥭:7:55:11:m 🦍:15:53:16 🦥:36:68:40:m 🦜:102:83:17 🍌:29:92:28:m 🦸:1:84:20
1042 landscape storm water 53 sea,wild,storm : ⛈:42:21:13 ⛱:35:47:15 🐋:32:49:48 🙃:95:83:25
1043 close-up earth - 0 desert,travel,earth : 🦂:53:44:71 🍞:80:18:14:m 🧀:20:18:19:m
1044 landscape day jungle 63 wild,jungle,day : 🪁:82:25:16 🥭:79:57:14:m 🦧:47:60:45 🐉:87:86:22:m
1045 surreal dawn street 57 story,people,city,dawn : 🏯:78:52:13 🗽:19:51:14 🧟:65:33:49 🧳:79:77:24:m 👒:98:75:25:m
1046 interior slate floor 58 home,things,indoors,slate : 🎻:83:31:14 🚪:53:54:39 📷:30:91:19:m 🍔:91:86:16:m ✉:12:79:17
1047 close-up lavender - 0 food,meal,lavender : 🍎:45:45:71:m 🐐:80:85:14:m 🦌:80:18:15
1048 landscape day snow 62 winter,mountain,snow,day : 🎈:61:13:11 🗻:38:57:12 🌲:83:58:10 🏔:34:52:50:m ⛸:75:74:29:m
1049 crowd noon grass 33 nature,flowers,meadow : 🦔:81:56:19:m 🎈:18:52:25 🦌:24:26:19:m 🌱:23:85:26 🍄:50:86:25 ☁:43:53:21 🏡:85:20:21 🌼:53:43:41 🐌:74:79:20
1050 close-up earth - 0 food,meal,earth : 🍑:44:60:67 🍯:80:18:17:m 🥑:20:85:17:m
1051 landscape dusk savanna 57 wild,savanna,dusk : ☁:65:13:14 🛖:40:51:16 🌅:61:53:11 🌳:31:52:13 🐘:65:67:42 🦏:10:84:27 🤩:83:85:29
1052 surreal storm street 57 wild,savanna,city,storm : 🌧:79:16:16 🏥:95:50:17 🏬:7:53:11 🦛:50:31:50:m 🚒:25:87:28 🚏:18:94:16
1053 close-up sun - 0 story,people,sun : 🤺:55:58:62 🚤:20:85:15 🧝:20:18:17
1054 surreal dusk grass 61 home,things,meadow,dusk : 🌙:77:11:12 🌄:5:56:13 🏡:60:56:13 ⛰:86:57:10 🎹:54:27:47 🌸:80:85:24
1055 landscape dusk snow 57 winter,cold,snow,dusk : ☁:14:21:18 🌲:86:51:15 🏠:89:50:18 🐧:32:47:49 ⛸:78:75:28:m 🐺:9:89:29:m
1056 landscape storm water 51 sea,island,storm : 🌧:76:18:19 🌋:35:45:16 🏝:49:47:47:m 🏄:83:92:19:m 🐟:6:81:21:m 🚣:82:92:15
1057 close-up lavender - 0 home,things,lavender : ♟:44:60:63 🎺:80:85:16 🦈:20:85:15
1058 landscape noon dunes 57 desert,travel,noon : ☁:53:12:16 ⛰:12:52:12 🏜:25:49:19:m 🤠:45:60:41 🧭:80:76:23 🐫:102:75:29 🏺:8:94:24:m
1059 surreal noon field 62 fun,party,farm,noon : 🌲:53:56:14 🛖:30:54:20 🏚:83:58:11 🎈:35:29:54:m 🧺:92:89:23 🥕:82:84:23
1060 surreal night snow 60 fun,fair,snow,night : 🌕:45:21:13 🏠:22:54:16 🌲:87:53:17 🎡:50:29:50 🐧:95:75:20 ❄:4:90:28:m
1061 landscape day field 63 farm,home,day : 🪁:70:17:11 🏚:48:57:15 🛖:44:70:44:m 🚜:28:92:16:m
1062 close-up dusk - 0 wild,savanna,dusk : 🦏:38:50:63 🦙:20:18:16 🦬:20:85:17:m
1063 surreal dusk grass 62 home,things,meadow,dusk : 🏡:47:57:13:m 🌳:73:57:12 🌄:25:56:15 🥁:61:32:46:m 🦊:3:91:17 🐇:16:92:17:m 🌻:96:91:25
1064 landscape noon sand 56 summer,beach,noon : 🦅:86:15:15 🌴:69:49:18 🏝:11:50:14 ⛵:46:66:46 🦩:28:78:20 🦀:87:81:30
1065 surreal noon dunes 51 food,meal,desert,noon : 🦅:75:15:11 🏛:21:45:14:m ⛰:52:45:15:m 🍒:40:28:54:m 🏺:78:78:23
1066 landscape dawn street 61 city,buildings,dawn : 🌅:22:22:19 🏰:35:56:12 🏥:31:54:18:m 🗼:68:53:46 🧳:22:83:24 🚑:76:78:25
1067 interior cream floor 61 story,people,indoors,cream : 🔬:21:20:16 🎲:79:37:13 🧜:62:60:39 🍋:13:91:14 🦆:98:85:21:m
1068 landscape day moss 66 forest,calm,day : 🎈:58:13:15 🏕:8:61:13 🪨:54:60:43 🍂:17:84:29 🪵:94:88:26:m
1069 landscape fog moss 55 forest,wild,fog : 🌫:41:13:20 🏕:72:50:13:m 🪓:49:47:20 🐿:41:53:41 🐺:23:85:29:m 🙃:77:85:22
1070 landscape noon grass 59 nature,home,meadow,noon : ☁:20:20:12 🏡:69:53:15:m 🛖:63:51:20:m 🏠:48:53:14:m 🌳:50:68:40:m 🐌:80:77:21 🐎:1:82:15
1071 surreal night snow 61 story,people,snow,night : 🏔:58:53:19 🗻:30:57:11 🏠:66:55:16 🕺:60:26:42 ⛷:74:89:24 ⛄:95:87:18 🧊:75:93:14
1072 landscape night street 66 city,buildings,night : 🌕:85:15:13 🏟:48:60:14 🌆:39:63:44:m 🛴:99:90:22
1073 surreal fog street 63 food,meal,city,fog : ☁:22:16:20 🏭:15:57:16 🗼:55:59:10 🥨:45:27:48 🚚:29:87:16 🗑:26:79:15:m
1074 surreal dawn field 56 home,things,farm,dawn : 🐦:38:18:16 🏚:92:48:20:m 🕯:50:25:42 🥕:71:75:22 🎃:96:92:22
1075 crowd day water 38 sea,boats : 🌞:26:44:26 🗼:57:52:25 🐗:74:28:18 🛖:73:46:21 🐟:27:79:24:m 🦑:45:22:19:m 🏡:48:86:25:m 🛳:43:58:41
1076 surreal noon snow 64 fun,fair,snow,noon : 🏔:20:56:20:m 🎭:65:27:50 🐧:85:77:27:m ❄:93:83:29
1077 close-up sea - 0 home,things,sea : 📖:47:59:76 ⛰:80:18:21 🧶:20:18:21:m
1078 close-up sea - 0 wild,jungle,sea : 🎋:55:51:69:m 🍒:20:18:21 🦚:20:85:21
1079 landscape day moss 64 forest,wild,day : 🎈:34:15:16 🌲:49:58:16 🪓:8:59:13 🐻:69:63:47:m 🪺:25:84:24:m 🦡:6:75:22
1080 crowd fog jungle 37 wild,jungle : 🦦:17:73:20:m ⚓:46:42:20:m 🛳:18:44:19 🚣:72:76:21 🦧:73:28:18 🐠:57:13:26 🦍:53:82:21:m 🍌:72:49:26:m 🦚:49:43:40
1081 close-up sand - 0 summer,beach,sand : 🥥:52:45:67:m 🐚:20:18:14 🛏:80:85:17
1082 close-up mint - 0 forest,wild,mint : 🐺:53:53:69 🐜:80:85:15:m 🤔:20:18:19
1083 landscape dusk grass 59 fun,fair,dusk : ☁:47:14:16 🎢:15:51:19:m 🧸:95:53:15 🤹:62:61:42 🥨:77:79:23:m
1084 landscape dawn savanna 58 wild,savanna,dawn : ☁:57:14:12 🌅:71:54:11 🦁:68:59:42 🚶:3:85:19:m
1085 crowd night street 34 city,street : 🐬:54:53:22:m 🚓:48:19:26 🛶:19:25:18 🚤:47:73:22:m 🚲:47:51:41:m 🚣:81:52:22:m ⛵:77:74:22
1086 crowd day grass 31 fun,fair : 🧦:86:13:19 📦:73:43:20:m 🎈:21:76:23:m 🎁:55:27:25 🎩:20:27:23 ✂:88:75:24:m 🐈:52:75:18:m 🎠:49:57:42:m ☎:43:51:27
1087 close-up grass - 0 food,meal,grass : 🌶:60:41:76:m 🍣:80:18:19:m 🍩:20:85:15
1088 landscape day jungle 50 wild,jungle,day : 🎈:18:17:17 🦍:67:46:10 🐸:49:45:41 🦥:4:85:24:m 🎹:79:74:22
1089 landscape dusk street 56 city,buildings,dusk : 🦇:20:23:18 🏭:70:49:17:m 🗽:6:51:12:m 🏬:33:63:42:m 🚗:7:90:20:m 🚌:15:76:18:m
1090 landscape dusk grass 66 fun,fair,dusk : 🦇:61:23:16 🍭:28:60:14:m 🐘:55:60:15 🎢:69:66:43 🎁:22:93:21:m 🎉:17:75:24
1091 landscape noon field 62 farm,animals,noon : ☀:87:14:14 🛖:84:57:12:m 🐈:62:58:45 ⏰:75:90:15 🌾:96:90:29 ♟:91:79:21
1092 landscape noon savanna 54 wild,savanna,noon : 🦅:82:20:11 🌳:61:48:15:m 🌅:16:49:12:m 🐆:60:68:39 🦬:6:86:28 🦁:92:74:16
1093 landscape day grass 50 fun,fair,day : ☁:35:18:19 🎭:53:44:16 🎈:20:45:12 🎡:53:64:43 🎠:96:79:22
1094 landscape night crater 56 space,science,night : 🌠:52:17:16 🤖:28:52:11:m 🌝:85:48:20 🌍:67:51:13 🛸:68:48:47 👽:79:80:17:m 🛰:6:76:18
1095 landscape night crater 52 space,science,night : 🌕:64:22:12 🪐:36:45:18 🛰:53:44:20:m 🤖:51:62:46 🙃:25:77:20 🥶:0:74:23
1096 close-up snow - 0 desert,old,snow : 🗝:52:55:63:m 🎂:20:85:16 🍷:80:18:18
1097 landscape night grass 59 fun,fair,night : 🌙:36:24:15 🧸:86:52:18:m 🤡:6:51:19 🎠:46:57:46:m 🪅:78:92:15 🎭:28:82:20:m 🍿:6:89:17
1098 surreal dawn street 60 fun,party,city,dawn : ☁:29:12:11 🏭:61:54:14:m 🎉:52:30:46 🛴:70:86:21:m 🚒:78:81:23 📰:96:77:14
1099 interior cream floor 62 home,things,indoors,cream : 📖:20:37:18 ⏰:78:21:18 🪟:42:67:40:m 🥦:82:90:23 🍞:24:80:18:m 🍅:100:78:19:m
1100 landscape noon sand 56 summer,beach,noon : 🦅:50:16:14 🏝:29:48:19 🌴:23:51:12 🐢:33:64:42 🍉:84:91:20:m 🐚:21:75:23
1101 crowd noon field 36 farm,food : 🐕:82:15:27:m 🚜:26:54:24:m 🥛:58:43:25 🥐:19:17:21 🥞:56:15:24 🌾:50:58:37:m 🥨:75:77:20:m
1102 surreal fog street 58 fun,party,city,fog : 🌫:23:12:18 🌆:60:54:11 🏰:76:50:20 🎁:61:25:49 🪡:29:88:27 ✂:83:77:19
1103 landscape dusk water 54 sea,wild,dusk : 🦇:35:20:17 🌋:58:49:12:m ⛱:52:47:18:m 🏝:93:46:20 🐟:69:63:43 🛟:24:78:20 📷:76:93:20
1104 interior rose floor 62 story,people,indoors,rose : 🔑:66:29:14 🧝:45:70:45:m 🍓:8:91:21 🪀:98:80:17:m 🍑:5:90:16:m
1105 close-up lavender - 0 nature,flowers,lavender : 🌻:53:50:72 🎈:20:85:17 🐛:80:18:15:m
1106 surreal noon sand 53 space,night,beach,noon : ☀:71:13:16 ⛵:84:49:10:m ⭐:39:30:53 🥥:94:83:15
1107 close-up sky - 0 sea,boats,sky : 🛶:49:60:63 🦭:80:85:18 🦦:20:18:16:m
1108 close-up fire - 0 summer,beach,fire : 🍉:59:56:69:m 🍲:80:85:16 🍹:20:85:16:m
1109 surreal day grass 56 home,things,meadow,day : 🐦:28:23:12 🏡:18:49:17:m 🌄:75:48:19:m 🧪:37:34:46 💡:101:92:15:m 🦌:21:90:19:m 🧵:91:86:17:m
1110 landscape night snow 51 winter,mountain,snow,night : ⭐:87:17:16 🌲:68:46:13 🗻:61:43:20 🏠:66:49:49 🎹:22:81:19 🕯:89:91:15:m 💻:98:76:29:m
1111 close-up lavender - 0 home,things,lavender : 💡:49:44:73 🎲:80:18:21 ⏰:20:18:15
1112 landscape noon grass 58 nature,animals,meadow,noon : ☀:50:14:19 🌄:36:50:19:m 🌳:69:54:11 🐗:32:61:46 🥵:83:88:23:m 🌻:84:77:17 😬:74:90:28
1113 crowd night crater 32 space,night : 🧟:23:78:25 🤖:43:18:23 🏇:73:24:23 🧑:53:49:23:m 🧝:46:84:20 🌙:54:55:36:m 🧗:74:81:21 🦕:14:13:21:m 🧙:76:47:21
1114 close-up lavender - 0 nature,flowers,lavender : 🐞:64:49:69:m 🌈:20:85:18 🌻:20:18:18
1115 interior slate floor 70 home,things,indoors,slate : 📻:17:26:16 🔭:81:22:12 🛋:49:68:43 🧀:72:83:14 🙃:18:80:26:m
1116 crowd day - 0 food,meal,kitchen : 🍓:51:88:20 🥞:44:42:24:m 🪆:13:45:21 🥁:24:74:23:m 🥦:83:23:21 🍟:42:47:42 🍎:19:18:24 🌭:51:20:21:m
1117 close-up sun - 0 summer,beach,sun : 🦩:51:48:62 🏓:20:18:18:m 🦔:80:18:15
1118 close-up night - 0 sea,wild,night : 🦈:55:51:74 🦑:80:85:15:m 🥶:80:18:21
1119 close-up stone - 0 forest,autumn,stone : 🍁:46:42:74 ⛺:80:18:17 🪺:20:85:18
1120 crowd day moss 30 forest,wild : 🍂:78:73:20:m 🕯:49:53:19:m 🖼:84:16:21 🛁:55:18:21:m 🪨:72:43:26:m 🧸:27:76:24 🦫:50:58:41 🗺:13:52:27:m 🦡:58:81:23:m
1121 close-up earth - 0 mood,faces,earth : 😱:56:45:70 🚣:80:85:17:m ⛴:80:18:14
1122 close-up dusk - 0 home,things,dusk : 🧵:47:47:76:m 🎸:20:18:17:m 🐐:20:85:19
1123 landscape storm grass 65 nature,home,meadow,storm : ⚡:50:22:17 🏠:69:59:15:m 🌄:35:61:40 🍋:93:79:25 🐝:92:74:28:m
1124 interior cream floor 61 story,people,indoors,cream : 📷:69:32:14 🧙:63:67:38 ☎:14:78:23:m 🍞:97:82:19:m 🥛:87:86:25
1125 surreal noon sand 56 food,meal,beach,noon : ☀:50:15:13 ⛱:8:52:11 ⛵:51:50:16:m 🍓:61:30:43:m 🏐:19:78:23
1126 close-up mint - 0 desert,old,mint : 🧭:41:46:74 🗝:20:85:14 🦂:20:18:17:m
1127 surreal dusk dunes 50 food,meal,desert,dusk : 🏛:77:44:14 ⛰:67:42:20:m 🍐:48:32:48:m 🌵:71:81:28:m 💎:74:84:26
1128 landscape day moss 56 forest,wild,day : 🌞:47:24:15 🪨:46:51:13 🪓:48:51:13 🦉:39:59:49 🔮:82:77:20:m
1129 close-up snow - 0 food,meal,snow : 🍇:49:54:78 🛟:20:18:16 🐠:80:18:18
1130 close-up sea - 0 story,people,sea : 🦄:49:53:76 🍜:80:85:21:m 🍩:20:18:19:m
1131 close-up lavender - 0 winter,cold,lavender : 🧤:45:53:67 🍲:80:18:19:m 🥝:20:85:17
1132 landscape dusk snow 59 winter,cold,snow,dusk : 🦇:32:14:17 🗻:59:51:19 🦌:49:57:50 ⛸:1:83:23 🥞:87:75:25 🍒:1:93:19:m
1133 close-up sky - 0 story,people,sky : 🏃:42:49:65:m 🪄:80:18:21 💡:20:85:18:m
1134 interior slate floor 60 story,people,indoors,slate : 🪄:29:34:16 🧚:57:68:44:m 🍕:16:85:14:m
1135 surreal day sand 59 wild,savanna,beach,day : ⛱:25:52:18 🏝:16:53:14:m 🦓:64:32:49 🍹:28:80:23:m
1136 close-up sky - 0 wild,jungle,sky : 🌿:59:40:70:m 🦧:80:85:15 🦑:20:18:20
1137 interior cream floor 69 story,people,indoors,cream : 🔑:19:31:16 ⌛:72:34:15 🧞:65:67:39:m 🧸:2:90:14
1138 landscape storm grass 60 nature,animals,meadow,storm : 🌧:15:10:18 🌳:79:54:14 🏠:67:53:17 🐑:56:54:49 🍀:88:76:17 🌱:21:79:21 🦙:26:82:15
1139 close-up earth - 0 city,street,earth : 🚚:41:47:66:m 🏯:20:85:15 🌷:80:85:19
1140 interior rose floor 59 story,people,indoors,rose : 🪆:23:34:17 🧛:61:50:45 🪅:100:85:16
1141 close-up snow - 0 forest,autumn,snow : 🕸:43:49:68 🌭:20:18:21 🦝:20:85:16
1142 close-up fire - 0 nature,flowers,fire : 🌷:40:52:70 🌼:80:85:19 🐑:80:18:14
1143 interior slate floor 65 home,things,indoors,slate : 📚:32:34:14 ✉:70:33:17 🛁:58:58:41 🍟:74:90:21
1144 close-up sand - 0 sea,wild,sand : 🐬:39:44:68 🐙:80:18:18:m 🎹:20:85:17
1145 landscape dusk dunes 62 desert,history,dusk : 🦇:67:22:19 🏛:53:58:10:m ⛰:51:55:47 🪙:0:87:28 🗝:84:89:28 🐪:91:81:29
1146 surreal fog snow 60 food,meal,snow,fog : 🗻:52:52:19 🏠:20:55:13:m 🍔:41:34:46 🦌:17:88:25
1147 crowd dawn grass 38 nature,flowers,meadow : 🍋:56:44:22:m 🍩:15:77:22 🍀:84:18:25:m 🥞:26:25:26 🐎:45:12:22:m 🧁:57:73:25 🐝:53:40:41 🍫:81:74:23 🥛:22:44:25
1148 crowd dawn water 37 sea,boats : 🚢:23:75:27 🦖:44:24:21 🤺:57:78:19 ⚓:47:49:40:m 🏃:78:44:24 🐠:48:44:21:m 🕺:26:27:21
1149 interior rose floor 60 story,people,indoors,rose : 🧦:22:27:17 👻:37:53:40 ♟:80:89:18 😍:78:89:25
1150 surreal day water 56 wild,savanna,sea,day : 🏝:65:49:18 ⛱:69:51:13 🌅:64:34:45 🌭:29:81:28
1151 interior cream floor 70 home,things,indoors,cream : 🎲:30:37:14 👑:73:37:14 🪞:43:69:44:m 🎺:72:90:15
1152 landscape night grass 53 fun,fair,night : 🌠:30:15:14 🪅:89:48:12 🎈:87:47:14:m 🤡:66:50:44:m 🎉:5:77:29:m 🎟:16:83:15:m
1153 close-up mint - 0 food,meal,mint : 🎂:40:49:72 🍟:80:85:21 🍫:20:18:21:m
1154 surreal storm street 62 fun,party,city,storm : 🗽:45:55:18 🏗:65:57:13:m 🍭:36:27:53 🚚:84:85:25
1155 landscape fog jungle 62 wild,jungle,fog : 🌫:24:17:15 🎋:34:55:18 🪴:45:55:18 🐯:42:58:41 🐒:86:76:25:m 🦍:11:79:29
1156 close-up lavender - 0 fun,party,lavender : 🪅:58:42:63 📻:80:85:15 🔑:20:85:20
1157 interior cream floor 61 home,things,indoors,cream : 🧩:29:25:13 🧦:73:26:15 🪑:57:70:40 ⌛:8:91:22
1158 interior cream floor 59 story,people,indoors,cream : 📷:33:33:17 ♟:76:28:16 🚴:38:56:43 🔮:75:86:19 📺:10:90:23 🥦:23:86:26
1159 close-up fire - 0 food,meal,fire : 🥝:55:53:68 🍎:20:18:22:m 🥨:80:85:19:m
1160 landscape noon grass 56 nature,animals,meadow,noon : ☀:40:17:11 ⛰:85:50:16 🌄:15:48:19 🛖:5:50:14 🦊:56:60:38:m 🌼:84:75:28 🐐:4:75:17
1161 close-up lavender - 0 city,things,lavender : 🧳:56:42:69:m 🕊:80:85:17:m ☕:20:85:15
1162 close-up mint - 0 city,things,mint : 📱:63:53:74:m 😍:80:18:18:m ☕:20:85:17:m
1163 landscape dawn street 53 city,buildings,dawn : 🌅:38:24:16 🏗:81:47:15:m 🏯:22:46:17:m 🏰:48:60:42:m 📺:88:91:17:m
1164 landscape dusk sand 53 summer,beach,dusk : ☁:21:24:16 ⛵:77:46:17 ⛱:72:48:13 🏝:16:49:10 🦀:38:60:39:m 🏖:96:79:15:m 🩴:96:83:19
1165 landscape noon water 64 sea,wild,noon : ☁:59:22:14 🏝:28:58:14:m ⛱:84:56:20 🌋:45:59:12 🦦:58:64:47 🍵:94:74:29 🐙:8:93:20
1166 landscape day sand 60 summer,beach,day : 🐦:87:22:14 🏝:26:52:20 ⛵:94:52:19 🌴:34:52:19 🪸:63:55:40 🧦:11:88:27:m
1167 interior rose floor 68 story,people,indoors,rose : 👑:32:27:13 🎲:74:22:14 🧌:42:64:40:m 🛁:92:90:22 ♟:74:90:15
1168 landscape dawn savanna 53 wild,savanna,dawn : 🐦:47:17:11 🛖:86:49:10:m 🌳:43:46:17:m 🦒:68:51:49:m 🦛:11:88:16 🦁:96:82:17:m
1169 surreal noon dunes 52 home,things,desert,noon : 🏜:5:46:14:m 🧦:64:27:46 🦴:94:81:23:m
1170 surreal day street 56 wild,savanna,city,day : 🏫:16:50:16 🗽:92:50:16:m 🗼:50:50:15 🦬:44:31:43 😱:20:90:21 😭:15:85:26
1171 landscape day water 61 sea,boats,day : 🌞:22:12:19 🌋:82:55:16 🗼:48:53:19:m 🏝:44:56:13 🚤:70:58:48:m 🍞:95:80:17 🍅:22:77:21:m
1172 close-up dusk - 0 summer,beach,dusk : 🦞:49:47:75:m ⛱:80:18:14 🐄:20:85:19:m
1173 landscape fog street 64 city,street,fog : 🌫:81:22:18 🏥:15:59:12:m 🚓:46:63:43 🚋:85:82:21 🛍:1:80:26:m
1174 landscape dusk savanna 51 wild,savanna,dusk : 🦇:29:14:17 🌳:11:47:11 🌅:15:44:18:m 🐅:69:43:46 🗺:24:88:23 🧵:89:77:29
1175 crowd aurora crater 38 space,science : 🧜:48:51:19 🚴:27:54:26 🦸:51:19:21:m 🚀:42:43:37 🌝:85:46:19 🦄:81:17:22 🧟:15:72:21
1176 interior cream floor 64 story,people,indoors,cream : 🧩:20:23:17 ☎:67:29:14 🦕:61:72:45 🥦:5:79:19 🥞:0:81:20:m
1177 landscape day street 53 city,buildings,day : 🌞:44:16:14 🗼:33:47:15:m 🏗:45:67:39 🛍:21:83:20 💼:71:91:26:m
1178 landscape dusk grass 59 fun,fair,dusk : 🌙:76:19:19 🎭:64:53:15 🎢:80:53:14:m 🐘:59:56:45:m 🧸:-1:75:19 🍿:102:84:24 🎡:6:93:15:m
1179 surreal dusk street 61 sea,boats,city,dusk : 🌆:69:54:17 🗼:7:53:20 🏛:71:54:17 ⛴:35:24:49 ♟:28:87:20:m
1180 close-up mint - 0 home,things,mint : 💻:60:57:72:m 🧶:20:85:16:m 🙃:80:18:16
1181 interior cream floor 65 home,things,indoors,cream : 🪀:35:22:15 🔭:85:36:16 🕰:54:59:41 🍩:73:84:14 🫖:2:82:22 🍕:2:81:18:m
1182 crowd aurora crater 33 space,night : 🧟:80:75:22:m 🌙:76:58:24 🧜:17:27:21:m 🧑:17:50:23 🌍:48:57:41:m 🦖:49:21:19:m 🌝:85:22:25 🧘:55:84:20
1183 close-up candy - 0 winter,cold,candy : 🎿:51:58:67:m 🐺:20:85:22 😍:80:18:16
1184 surreal storm water 55 home,things,sea,storm : ⛈:35:16:16 ⛱:91:49:14 🌋:45:49:14 🔑:41:31:51 🐙:24:83:25 😱:2:75:24
1185 landscape fog jungle 58 wild,jungle,fog : 🌫:42:19:17 🪴:60:52:14 🦜:25:54:10 🦚:66:51:46 🥭:97:83:24:m 🌺:74:89:27:m 🦥:19:88:26:m
1186 landscape dusk water 66 sea,wild,dusk : ☁:46:12:12 ⛱:85:61:13:m 🗼:15:60:14 🏝:18:61:13 🐳:40:63:43 🚤:29:86:26:m
1187 landscape night dunes 61 desert,travel,night : 🌠:71:23:19 🏛:78:57:11 ⛰:30:54:17 🏜:56:56:12 🐫:37:59:39 🧟:4:93:22:m
1188 surreal day sand 64 sea,birds,beach,day : 🏝:54:58:15:m ⛱:47:60:10:m ⛵:45:58:15 🌞:50:28:48 🐉:25:77:22 🦖:89:87:17 🥷:89:83:24
1189 surreal day field 53 story,people,farm,day : 🌞:16:20:13 🛖:87:48:13:m 🌲:14:49:11:m 🏚:21:47:16 🧘:64:26:52 🌽:19:84:16:m 🦃:30:90:15:m 🪣:98:93:24:m
1190 landscape aurora crater 63 space,science,aurora : 🪐:79:25:16 ☄:58:56:17 🌚:38:58:12 🛰:52:66:47 👽:100:78:26 🧑:11:92:14
1191 crowd noon water 33 sea,wild : 🌞:51:43:27 🍅:51:18:20:m ⚓:76:87:21 🧀:22:74:24 ☁:78:24:23:m 🧁:80:55:20 🐠:40:42:39
1192 crowd dawn water 36 sea,birds : 🗼:52:24:27 ⛱:54:75:25 🕺:88:45:20 🏇:56:57:25 🦅:49:54:39:m 🚤:25:73:20:m ⛵:76:20:27
1193 crowd storm street 36 city,things : 🦸:47:79:25:m 🥷:82:54:21 🧟:47:16:23:m 🚒:79:22:21 🧗:50:52:23 🚏:57:56:39:m 🏥:15:83:22 ✈:83:79:19 🦹:13:24:24:m
1194 landscape fog moss 54 forest,calm,fog : 🌫:20:14:15 🪨:94:50:11 🏕:79:50:10 ⛺:31:58:46 🌰:81:84:30
1195 landscape dusk moss 54 forest,wild,dusk : ☁:58:16:10 🪓:25:50:11:m 🪨:66:47:18:m 🦝:67:69:38 🐜:98:84:15 🦡:23:82:19
1196 interior slate floor 61 story,people,indoors,slate : ⏰:32:37:14 🥷:50:63:42 🍔:72:86:16
1197 interior teal floor 68 story,people,indoors,teal : 🖼:18:27:14 ⌛:67:32:14 🧗:44:59:45:m ✂:91:82:23
1198 close-up earth - 0 home,things,earth : 📦:54:47:69:m 📻:20:18:14:m 💻:80:85:16
1199 interior rose floor 61 home,things,indoors,rose : 🧵:68:32:15 🧸:46:73:38:m 🕺:8:88:25 🧞:94:88:20:m
1200 landscape noon water 55 sea,wild,noon : ☁:57:10:18 🌋:8:47:19 🐡:69:60:46:m 🏄:98:74:18 🦈:27:90:26:m 🦦:20:81:27
1201 crowd dusk - 0 food,meal,kitchen : 🐞:81:79:18:m 🦋:78:51:18 🍊:12:54:24:m 🎂:13:79:20 🌭:28:12:19 🐦:44:83:23 🍇:46:46:24 🌮:60:52:40 🥞:55:16:19:m
1202 landscape fog street 50 city,buildings,fog : 🌫:44:16:17 🏰:66:43:17:m 🏙:55:54:44 🗑:97:88:24
1203 crowd day - 0 home,things,room : ✂:50:43:21 🎲:44:26:19 ☁:43:73:27 🌈:87:77:19 🧶:48:51:37:m 👑:78:18:22 🛖:84:56:22:m
1204 close-up earth - 0 home,things,earth : 👒:64:48:66:m 🎻:80:18:19:m 🛳:80:85:21:m
1205 crowd aurora crater 39 space,night : 💍:18:46:20:m 🥁:79:49:19 ☄:28:18:18 🪄:49:55:20 🌟:54:49:37:m 🛋:78:18:24 🎻:25:75:20 🪑:80:77:19 🖼:47:88:24
1206 surreal day snow 62 home,things,snow,day : 🐦:68:16:13 🗻:54:54:20 🏠:23:54:19:m 🌲:50:56:16 ✉:46:30:50 🧦:13:84:30 🪆:18:75:17 🛋:70:87:23:m
1207 crowd storm jungle 40 wild,jungle : 🦍:15:58:18 💡:43:73:21 🛋:88:53:23:m 💍:54:48:21:m 🪴:58:47:36 🍍:12:15:27:m 🎩:24:85:19
1208 surreal dawn field 54 fun,party,farm,dawn : 🐦:83:12:15 🏚:6:50:11:m 🌲:19:49:13 🍿:44:32:43 🚜:99:81:26 🥚:91:87:19
1209 crowd dusk grass 37 nature,flowers,meadow : ⛰:85:45:27 🥐:26:19:20 🐞:21:52:20 🍐:44:46:23:m 🍫:57:77:27 🍊:20:73:22:m 🥞:73:87:24 🐌:48:43:37 🍔:55:25:25
1210 close-up forest - 0 winter,cold,forest : ❄:39:53:70 🌨:80:85:14 🧸:80:18:19:m
1211 close-up snow - 0 city,street,snow : 🚋:39:40:70 🤔:80:18:14 🚗:20:85:14
1212 close-up candy - 0 forest,autumn,candy : 🪵:50:50:68 ✂:20:18:15:m 👒:80:85:21:m
1213 close-up sand - 0 city,street,sand : 🚌:48:60:70 🤫:20:18:16 🚋:80:85:16:m
1214 close-up lavender - 0 food,meal,lavender : 🍪:39:60:74 🍰:80:18:21 🍅:20:18:18
1215 landscape dusk grass 53 fun,fair,dusk : 🌙:34:17:13 🍭:83:47:15 🎢:42:47:14:m 🎪:68:57:43 🎟:4:75:27 🎉:74:81:15
1216 close-up sand - 0 city,things,sand : 🎒:49:42:71 💼:20:85:20 🚚:80:85:18
1217 landscape night moss 53 forest,calm,night : ⭐:52:18:13 ⛺:51:45:20:m 🪓:36:48:42:m 🌰:0:81:27 🕷:2:78:24
1218 close-up sand - 0 food,meal,sand : 🍅:57:51:71 🍜:20:85:14 🥞:20:18:15
1219 landscape day snow 64 winter,cold,snow,day : 🌞:57:11:17 🌲:90:59:12 ⛄:36:66:46 🧤:85:83:28 🎿:96:83:23
1220 interior teal floor 61 story,people,indoors,teal : 🗺:34:23:13 🎺:79:19:15 🦸:45:64:47:m 🤺:78:84:14:m
1221 interior cream floor 65 story,people,indoors,cream : 🎲:33:30:17 📦:68:26:16 💃:39:68:44 🖼:8:88:19 🔮:80:88:14:m
1222 crowd dusk grass 33 nature,flowers,meadow : 🦔:18:85:19 🏡:78:79:18 🏄:48:24:24 🐦:17:21:19:m 🦋:43:46:36:m 🪁:44:74:19:m 🌄:44:45:26:m 🦑:76:46:18
1223 close-up lavender - 0 winter,cold,lavender : ⛸:53:56:73 ⛄:80:18:17 ⛵:20:18:17
1224 close-up sand - 0 city,things,sand : ☂:52:42:76:m 🚏:80:18:22 🚚:80:85:17:m
1225 crowd day - 0 food,meal,kitchen : ⚓:49:15:18 🍒:53:55:24:m 🍩:24:22:25 🍋:60:48:38:m 🍞:82:77:21:m 🦭:80:56:22 🐠:14:51:20 🥞:49:76:25
1226 surreal fog street 53 home,things,city,fog : 🏥:27:48:13 🏙:24:46:18:m 🌆:48:49:11:m 🎲:45:27:49:m 🚗:89:94:16:m 🚒:21:76:14
1227 landscape dusk savanna 52 wild,savanna,dusk : 🌙:28:17:18 🌳:49:46:14 🌅:39:45:18:m 🦒:56:58:40:m 🌶:21:83:22:m
1228 crowd night grass 34 fun,party,fair : 🎡:23:56:21 🧸:78:50:18 🧀:20:25:21:m 🍅:78:87:25:m 🍯:14:82:24 🍊:77:17:24:m 🍿:45:81:26:m 🪅:44:58:36 🌭:54:20:19
1229 crowd noon savanna 31 wild,savanna : 🛟:17:19:23 🛶:46:48:21:m 🐊:73:72:25:m 🐘:85:16:24:m 🐬:54:19:26 🏝:25:80:26:m 🛳:88:51:19 🦏:56:78:23 🦛:54:46:41:m
1230 landscape night snow 61 winter,cold,snow,night : 🌙:36:18:19 🏠:48:54:18 🛷:60:62:44 🧣:17:86:22 🍊:97:81:24 ⛸:100:79:22
1231 crowd dusk moss 39 forest,night : 🐗:14:75:26 🦋:25:56:19 🦊:47:78:25 🌱:13:12:19:m 🪵:81:44:20:m 🪓:46:50:26 🦇:47:41:41:m
1232 crowd storm street 36 city,buildings : 🚢:18:26:24 🌉:82:78:21:m 🦦:82:27:19:m 🏭:54:59:42 🐠:55:54:27 🚲:24:87:24:m 🚣:50:17:24
1233 close-up forest - 0 food,meal,forest : 🍫:60:50:73:m 🎸:80:18:14 🔭:80:85:15:m
1234 surreal dusk sand 53 space,night,beach,dusk : 🌙:41:25:13 ⛵:50:45:19:m ⛱:77:46:17 🌌:59:30:53 🕶:86:84:18 🍦:88:86:15:m 🩴:81:83:29:m
1235 crowd dusk street 35 city,buildings : ☂:26:23:22 🔑:85:87:19 🕯:22:88:18 🛍:51:52:26:m 📺:22:44:21 ⌛:88:26:23 🪀:53:14:18 🏰:74:46:22 🌉:44:52:40
1236 close-up sky - 0 food,meal,sky : 🌭:41:54:74 🍪:20:85:19:m 🥝:80:85:21
1237 landscape day grass 54 nature,animals,meadow,day : ☁:75:12:15 🌄:54:50:11 🌳:66:47:17 🛖:68:49:13 🐎:37:61:50:m 🐐:91:84:23 🌱:2:86:16:m
1238 surreal day field 50 space,night,farm,day : 🏚:22:44:15 🛖:46:45:12:m 🌝:42:29:48 🎹:77:92:21 ✂:6:83:20
1239 landscape aurora crater 54 space,science,aurora : 🌌:53:13:12 🚀:44:48:15 🧑:32:48:15 🌙:71:47:18:m 🤖:37:64:48 👽:90:86:29 🛸:71:75:22
1240 interior rose floor 59 home,things,indoors,rose : 📻:67:32:13 📺:42:70:42 ☎:5:83:18 🪞:77:85:24 🧀:80:88:18
1241 surreal day sand 57 fun,party,beach,day : ☁:60:23:20 🌴:73:51:15 ⛱:68:52:12:m 🍭:44:24:49 🦩:28:77:19:m 🦀:26:77:18:m
1242 interior rose floor 68 story,people,indoors,rose : 🔑:19:23:17 ☎:83:37:14 🐉:43:68:39:m 🎟:25:88:19:m
1243 landscape dusk sand 54 summer,beach,dusk : 🦇:30:23:14 🏝:39:48:16 ⛱:40:48:16:m 🌴:57:59:49 📖:73:87:26:m 📺:79:83:16
1244 landscape dusk field 65 farm,animals,dusk : 🦇:40:24:16 🛖:41:61:11 🌲:33:61:11 🦆:50:60:39 🥔:4:83:21 🦸:12:94:19
1245 close-up sea - 0 desert,old,sea : 💎:53:43:75 🧭:80:85:20 🦙:20:85:21:m
1246 close-up candy - 0 mood,faces,candy : 🥵:48:46:76:m 🌭:20:18:17:m 🌶:80:18:16:m
1247 landscape dusk grass 62 nature,animals,meadow,dusk : 🌙:45:10:19 🛖:56:58:11 ⛰:20:56:14 🦔:60:58:40 🦋:97:77:22:m 🌸:76:94:14
1248 crowd day - 0 food,meal,kitchen : 🍷:87:42:20:m 🍣:20:77:23:m 🍑:18:55:21 🍲:53:47:38:m 🍔:88:21:22 🧀:50:24:19:m 🍰:13:17:20
1249 crowd day field 38 farm,home : 🍊:76:73:20 🍪:27:77:26 🍓:77:18:20:m 🍔:81:53:21 🥞:52:75:27 🌮:25:20:23:m 🌲:59:58:42
1250 landscape fog street 51 city,street,fog : 🌫:38:20:16 🌆:89:46:13:m 🏍:67:55:43:m 🚕:97:81:21 💼:2:80:20:m
1251 surreal dawn dunes 65 food,meal,desert,dawn : 🐦:42:21:13 ⛰:28:58:17 🏜:39:59:15:m 🧀:56:32:51:m 😱:18:78:29 🗿:82:93:30:m
1252 landscape noon dunes 53 desert,travel,noon : 🦅:36:21:12 🏛:6:45:20 🦎:36:60:42 🗝:17:85:25
1253 landscape storm water 66 sea,boats,storm : 🌪:40:12:11 🏝:93:60:16 ⛱:14:59:17 🗼:38:59:17:m 🏄:43:59:50:m 🚢:84:76:21:m 🛶:26:76:30 🐋:11:82:17
1254 landscape fog snow 59 winter,mountain,snow,fog : 🌫:82:24:19 🌲:7:51:19 🗻:59:56:43 🎿:7:88:18
1255 landscape day snow 60 winter,cold,snow,day : ☁:41:20:19 🏔:37:55:12 ⛷:45:60:45 🥝:85:75:16 🍵:3:92:25
1256 surreal night water 64 space,night,sea : 🌠:39:15:16 🌋:8:56:19:m ☄:63:32:49:m 🚢:6:83:26:m
1257 crowd day moss 34 forest,autumn : 🌲:21:49:21 🧟:21:85:21 🪺:85:44:23 🍂:56:53:37 🧝:48:58:20 🪨:14:23:22:m 🦉:83:76:22
1258 interior cream floor 67 home,things,indoors,cream : 🪡:16:24:17 📦:83:29:16 🎹:55:66:41 🍣:78:79:22 ⌛:10:84:16 👒:12:92:15
1259 interior slate floor 64 story,people,indoors,slate : 💻:26:35:18 ⌛:79:30:15 🦸:39:59:50 🍵:3:83:24:m 🕯:23:86:19 🥐:29:80:22:m
1260 close-up night - 0 winter,cold,night : 🧊:37:44:63 🍰:20:85:16 🌲:20:18:19
1261 surreal noon sand 57 sea,wild,beach,noon : ☀:57:11:15 ⛱:64:51:14 🦭:36:33:55:m 🐢:3:82:24:m 🏖:99:83:27
1262 close-up stone - 0 food,meal,stone : 🍯:40:44:62:m 🍳:20:18:19:m 🐬:80:18:20:m
1263 landscape dusk street 61 city,buildings,dusk : ☁:87:13:13 🏢:85:56:13 🏛:79:56:12 🏯:75:57:10 🏟:30:63:41 📱:8:83:22 ☎:27:82:22
1264 surreal dawn grass 57 story,people,meadow,dawn : 🌳:17:53:11:m 🛖:31:53:11 🏇:46:24:53:m 🦋:87:93:24 🐇:78:78:15 🦊:0:87:19
1265 crowd aurora crater 35 space,night : 🧞:56:12:27:m 🚴:50:83:20:m 🌙:74:19:21:m 👽:28:14:22 🌚:47:44:39 ⭐:18:46:24:m 🐉:88:57:20 🧘:50:51:26:m
1266 crowd aurora crater 42 space,night : 🌭:13:45:23:m 🍇:50:22:24:m 🤖:75:43:22 🧀:50:81:26 🥨:17:87:19:m 🎂:21:17:18 🪐:48:47:37:m ⭐:45:54:24 🍒:79:80:27
1267 crowd day jungle 38 wild,jungle : 🐡:83:57:22 🌞:53:49:24 🦜:13:79:24 🛶:49:23:26:m 🐙:46:87:25:m 🍌:55:47:41 🦅:28:25:23:m 🐋:76:78:21 🦈:23:44:27
1268 close-up grass - 0 sea,boats,grass : 🚢:44:49:61 🐗:20:85:20 ☁:20:18:21
1269 surreal noon snow 65 fun,party,snow,noon : 🦅:19:13:16 🏔:50:58:17:m 🌲:92:59:14 🎟:63:30:54 ⛄:92:78:27 🐺:85:81:14:m
1270 landscape noon grass 64 nature,animals,meadow,noon : ☁:19:12:17 🌄:17:60:10:m 🐐:44:68:40 🐝:93:77:16:m 🐖:26:84:29 🐛:94:76:15
1271 surreal dawn dunes 66 home,things,desert,dawn : ⛰:51:60:16:m 🏛:51:60:16 🔬:49:26:55 🐍:17:94:20:m
1272 close-up grass - 0 sea,wild,grass : 🐙:55:56:62 🌮:20:18:22 🐟:80:18:21:m
1273 crowd storm grass 36 nature,home,meadow : 🧪:23:57:18 👒:22:12:21 📺:54:13:24 🐑:49:43:25:m 🐈:20:80:20:m 🏡:42:44:38 🧩:78:55:20 🐞:73:18:19 🦌:84:78:27:m
1274 surreal dawn field 64 wild,savanna,farm,dawn : 🛖:60:58:15 🏚:28:58:15:m 🌲:14:60:11:m 🦏:62:28:52 🦆:80:81:25 🌾:13:87:19:m
1275 surreal dusk dunes 66 story,people,desert,dusk : ☁:83:23:16 ⛰:60:60:16 🦕:46:25:46 📜:24:78:28 🌵:74:91:26
1276 crowd day grass 38 fun,party,fair : 🐈:19:26:19 🪑:52:46:20:m ⏰:24:44:25 🪄:74:20:25 🧸:16:75:22 🐘:57:13:21 🎉:50:50:41 🎠:73:81:23
1277 surreal storm grass 54 fun,party,meadow,storm : 🌧:31:19:13 🏡:22:49:12 ⛰:92:50:11 🎁:38:30:44:m 🥵:91:90:24 🐑:82:91:17
1278 close-up night - 0 city,street,night : 🛵:47:41:74:m 🐟:80:85:15 🚕:80:18:15
1279 close-up sky - 0 food,meal,sky : 🥑:57:44:77 🍜:20:18:14 🐟:80:18:15
1280 surreal dawn grass 61 story,people,meadow,dawn : ☁:25:14:19 ⛰:39:56:12 🏡:68:56:12 🚶:36:25:43:m 🐐:13:85:16 🐇:74:76:16
1281 close-up stone - 0 summer,beach,stone : 🏐:47:53:78 🍲:20:18:14 🪸:80:85:14:m
1282 landscape dusk grass 54 fun,fair,dusk : 🦇:57:25:16 🤡:53:49:12 🧸:65:50:11 🎟:35:48:16:m 🎭:67:45:47:m 🎡:91:76:25 🎢:26:89:22
1283 landscape dusk dunes 59 desert,travel,dusk : 🌙:63:12:15 🏜:64:55:11:m 🐪:68:53:44 🧟:27:89:27:m 🚴:29:87:15
1284 landscape storm street 54 city,street,storm : ⚡:66:12:15 🏟:35:46:19 🏯:29:48:14 🏛:70:50:11 🚒:54:66:49:m 🎹:26:79:28
1285 landscape night grass 55 fun,fair,night : 🌕:78:18:20 🎡:20:51:11:m 🤡:43:51:10 🤹:34:68:43 🎉:73:85:23
1286 surreal storm water 51 food,meal,sea,storm : 🏝:81:45:15 🗼:39:43:19 🍊:42:24:44 🍎:90:76:28:m ⛴:79:89:22:m
1287 landscape noon water 61 sea,island,noon : 🦅:66:23:17 🗼:75:56:13 🏝:6:55:14:m ⛱:34:65:39 🦭:76:81:22:m 🦑:88:90:23:m
1288 close-up mint - 0 city,street,mint : 🚑:48:49:65 🛴:20:18:15 ⌛:20:85:21
1289 landscape noon dunes 56 desert,history,noon : ☀:56:17:10 ⛰:55:49:18 🏛:61:60:48:m 🗿:15:89:14 📜:85:94:22
1290 interior teal floor 65 home,things,indoors,teal : 🧶:34:24:16 💍:78:19:13 🛏:59:58:42 ☎:85:80:24 🎻:18:86:21
1291 close-up sea - 0 food,meal,sea : 🥛:59:55:74:m 🍲:20:85:15 🍝:80:85:15
1292 landscape day jungle 52 wild,jungle,day : ☁:57:22:20 🦍:71:46:15 🦜:49:44:20 🐒:44:55:39 🥶:85:80:26:m 🐸:75:92:26:m
1293 landscape day grass 53 nature,animals,meadow,day : 🪁:27:17:16 🏡:80:49:10 ⛰:93:45:19 🐇:34:45:47 🍐:-2:79:25 🍩:4:93:27 🐎:28:88:19
1294 landscape night crater 52 space,science,night : 🌕:18:17:19 🌝:10:46:16 🌌:68:47:12:m 🚀:56:48:44 🧑:98:80:26 🛰:14:77:26 🤖:88:82:22
1295 landscape fog moss 51 forest,wild,fog : 🌫:82:15:11 ⛺:31:44:18:m 🌲:70:46:13:m 🐿:51:62:47 🦡:74:85:29 🐺:14:79:23
1296 surreal storm water 59 story,people,sea,storm : 🗼:39:54:12:m 🏃:56:29:48 🦈:7:93:17
1297 crowd day - 0 food,meal,kitchen : 🍜:26:49:20:m 🧁:16:86:24 🍟:80:54:26 🧀:56:13:19 🍳:43:51:24:m 🦖:82:75:24 🧜:27:21:26:m 🍷:41:44:40 🥷:52:75:21:m
1298 interior rose floor 64 story,people,indoors,rose : 🥁:23:34:12 ✂:70:29:13 🚴:52:65:49 💻:19:83:26:m 🍐:29:86:16 💡:5:90:22:m
1299 surreal night dunes 55 story,people,desert,night : ⭐:64:14:11 🏜:74:49:15:m ⛰:36:51:11 🧌:48:26:54 🧘:74:76:16:m 🧞:24:78:30
1300 interior slate floor 66 story,people,indoors,slate : 🔮:35:29:15 📷:72:25:12 🧞:49:64:40 🧚:75:88:24 🧘:81:85:16
1301 landscape dawn street 60 city,buildings,dawn : ☁:51:14:13 🏭:74:55:13:m 🏯:55:64:39 🛍:8:92:27 🚑:25:87:26
1302 surreal fog street 65 story,people,city,fog : 🌫:49:19:16 🏭:20:59:15:m 🏙:49:59:15 🥷:40:28:47:m 🧳:86:77:29 ☂:25:75:25:m 🏍:2:91:16
1303 interior cream floor 70 home,things,indoors,cream : 🪡:18:35:13 🪀:69:25:12 🪑:44:72:40 🎹:23:90:17:m 🍎:28:89:15
1304 close-up sun - 0 home,things,sun : 📚:56:40:62:m 🔭:20:85:18:m 🥁:80:85:16:m
1305 close-up sea - 0 farm,food,sea : 🧺:54:50:74 🥔:20:18:19:m 😬:80:85:16:m
1306 interior rose floor 67 story,people,indoors,rose : 💻:22:30:14 🪄:68:32:17 💃:44:64:48 🎸:2:90:18:m
1307 surreal noon dunes 63 fun,fair,desert,noon : 🏜:65:57:14 🏛:86:58:12 🎢:44:31:52:m 🦎:100:89:23:m 📜:14:86:23:m
1308 surreal day water 65 wild,savanna,sea,day : 🗼:41:60:12 🌋:75:61:10:m 🌳:41:32:52 🐡:80:82:25:m
1309 crowd storm grass 39 nature,flowers,meadow : 🐝:46:78:20:m 🐦:79:48:25 ⛰:46:49:27:m 🐛:59:54:36:m 🍄:85:73:27 🛖:26:43:22 🐞:13:18:21:m 🐌:76:26:21
1310 landscape storm jungle 53 wild,jungle,storm : ⛈:67:19:12 🐸:72:47:16 🥭:33:49:11 🦜:67:60:41 🍍:22:93:14 🦧:26:77:19:m 🦚:88:91:26:m
1311 landscape dusk savanna 56 wild,savanna,dusk : 🦇:27:19:15 🌳:15:51:12 🦓:41:67:48 🦒:89:89:25 🦏:89:75:29:m
1312 interior slate floor 65 home,things,indoors,slate : 📷:33:25:18 🖼:73:25:18 📺:57:68:50 🛏:85:77:20:m 🪀:7:89:16:m 🥞:83:87:16:m
1313 interior cream floor 69 home,things,indoors,cream : 🚪:39:59:45:m 🎸:4:80:19:m 🪆:12:90:18
1314 close-up stone - 0 home,things,stone : 🎺:47:49:74 😍:20:85:17:m 🎸:80:18:17:m
1315 close-up mint - 0 home,things,mint : ☎:52:57:61 🪀:20:85:15 👑:20:18:18:m
1316 landscape storm jungle 52 wild,jungle,storm : 🌧:15:15:16 🌺:66:48:10:m 🦍:58:71:40:m 🥑:85:91:16 🌭:77:94:25:m
1317 surreal storm street 55 sea,birds,city,storm : 🌪:59:12:15 🏰:77:50:13 ☁:48:32:46 🚑:76:79:21:m 🎒:17:91:26:m
1318 surreal dawn water 55 space,science,sea,dawn : 🐦:12:19:17 ⛱:25:50:13 🧑:40:31:49:m 📚:98:90:27 🕯:4:76:24:m 🛋:24:81:20
1319 close-up sea - 0 city,things,sea : ☕:49:48:68:m 🗽:80:18:15 🏰:20:85:20
1320 landscape storm jungle 50 wild,jungle,storm : 🌪:29:16:11 🐯:77:42:19 🎋:41:43:17 🌺:30:45:12:m 🐸:44:46:49:m 🦥:30:89:28 🥶:19:84:26:m
1321 interior teal floor 62 home,things,indoors,teal : 🕯:84:24:16 🪞:61:56:41 🍪:6:82:23:m 📦:11:87:25 🐈:23:81:25
1322 surreal noon sand 65 wild,savanna,beach,noon : ⛵:74:57:19 ⛱:89:58:17 🛖:38:27:51:m 🩴:102:80:29 🥥:94:92:19 🏓:91:87:22
1323 close-up sky - 0 home,things,sky : ✂:63:51:69 🗺:20:18:21 🔬:80:18:16:m
1324 surreal noon water 63 story,people,sea,noon : ☀:49:16:14 🏝:24:56:18 ⛱:84:57:15:m 🤺:42:31:54 🛟:12:89:28 🔭:82:84:16 💍:2:80:16
1325 surreal day grass 54 space,night,meadow,day : 🏠:76:49:13:m 🛖:31:47:17 🌳:76:50:11 ⭐:38:28:51 🛋:30:82:25 🧶:99:85:14
1326 surreal dawn dunes 64 food,meal,desert,dawn : 🌅:72:24:13 🏛:92:60:11:m 🧁:51:26:44 😴:24:76:20 😱:18:85:14 🦂:19:83:26
1327 close-up snow - 0 nature,flowers,snow : 🌱:54:56:72:m 🌷:20:85:17:m 🧸:80:18:21:m
1328 surreal day snow 55 story,people,snow,day : 🐦:18:25:11 🗻:22:50:13 🏠:55:49:16:m 🧟:38:33:44 🧛:81:91:19 🏇:100:81:23 🧙:75:88:16
1329 close-up night - 0 mood,faces,night : 🤫:58:53:73 😴:80:18:20 🤔:20:18:17
1330 crowd fog jungle 37 wild,jungle : 🦥:86:57:23:m 🦍:13:13:21:m 🦅:80:80:23 🥭:52:60:38 🐠:48:43:25 🐋:25:73:24 ☁:52:81:27:m 🍍:76:17:26
1331 surreal dusk snow 58 food,meal,snow,dusk : 🏔:95:50:19 🗻:82:53:13 🫖:56:30:52 🦌:16:79:20 🎿:7:75:29:m ⛄:27:84:24
1332 interior cream floor 63 story,people,indoors,cream : 🪀:23:34:14 🗺:77:35:15 🧘:56:53:46 🎟:23:77:24 🪑:10:85:21 🍔:72:81:19
1333 close-up forest - 0 home,things,forest : ⌛:59:49:73:m 🏝:80:18:17 🐈:20:18:20
1334 close-up sun - 0 home,things,sun : 🎩:36:49:60:m 🍝:80:18:20:m 🪟:20:85:18
1335 close-up sun - 0 food,meal,sun : 🍜:48:49:73 🌻:80:85:21:m 🍣:20:18:19:m
1336 close-up sky - 0 summer,beach,sky : 🕶:61:49:73 🏐:20:85:18 🤔:80:18:21
1337 surreal fog street 57 wild,savanna,city,fog : 🌉:53:51:16 🌆:24:50:17 🦁:58:34:52 🤩:98:76:19 😭:18:77:24
1338 crowd fog street 35 city,air : 🐈:73:46:23:m 📰:18:78:25 🪡:12:48:27 ✉:85:74:20:m ☂:73:27:21 🚁:47:47:25 🪂:58:17:21 🚋:48:80:26 ✈:42:58:41:m
1339 interior teal floor 64 story,people,indoors,teal : ✉:70:29:13 🧚:51:58:47 🌭:8:79:17
1340 interior cream floor 64 story,people,indoors,cream : 🧵:23:21:18 🦹:48:68:47:m 🫖:9:92:22 🛋:3:90:16:m
1341 surreal night dunes 55 story,people,desert,night : 🏜:49:48:17 🐉:38:27:47 🗝:4:91:19:m 🦎:97:88:30
1342 interior slate floor 63 story,people,indoors,slate : ☎:16:19:17 🕺:49:66:44 🥞:73:90:21 🪑:86:91:26
1343 interior teal floor 59 story,people,indoors,teal : 🗺:30:21:17 🎺:81:19:15 🧗:53:54:44 🪀:86:85:15
1344 landscape day water 58 sea,wild,day : 🎈:39:12:16 🏝:89:51:18 🗼:7:50:19 🦑:37:63:39 😭:3:80:30:m 🦦:-1:75:23:m
1345 surreal noon field 58 space,science,farm,noon : 🏚:58:54:11 🛰:60:25:53:m 🧗:91:93:22:m
1346 close-up earth - 0 food,meal,earth : 🍕:53:41:65:m 🍒:80:85:18 🍣:20:18:17:m
1347 surreal day sand 54 sea,boats,beach,day : 🎈:23:21:14 ⛱:33:48:15 🌴:35:50:11 ⛵:60:33:54 🍉:7:76:22:m 🦀:71:85:17:m
1348 close-up candy - 0 mood,faces,candy : 😭:41:47:72 🥶:80:85:19 🧀:20:85:20:m
1349 interior rose floor 68 home,things,indoors,rose : 📚:32:19:17 📷:73:28:13 🐈:53:61:42 🧶:81:77:19:m 🍑:29:82:23:m 📦:18:90:17:m
1350 landscape night dunes 59 desert,history,night : ⭐:12:16:11 🏛:78:54:12 🏜:39:70:45 🦂:25:80:27:m
1351 close-up sky - 0 forest,autumn,sky : 🌰:58:43:74:m 🦦:80:85:18 🐬:20:85:19:m
1352 landscape dawn street 61 city,buildings,dawn : 🐦:53:12:14 🏭:68:53:20 🏙:79:53:19 🏢:61:58:48:m 🪀:24:79:15:m 🚓:90:84:29
1353 close-up earth - 0 mood,faces,earth : 🥶:39:53:77 ⌛:80:18:18 ✉:20:85:19:m
1354 interior slate floor 63 story,people,indoors,slate : ✉:79:32:14 🧜:39:61:39 🎺:6:85:15
1355 surreal noon dunes 62 fun,party,desert,noon : 🦅:37:19:12 🏛:35:54:20:m 🧸:36:31:52 🧭:11:94:29
1356 surreal night dunes 51 home,things,desert,night : 🌙:21:19:15 🏜:26:45:16 ⛰:37:45:16 📷:55:31:54 🍒:24:88:19
1357 landscape noon savanna 63 wild,savanna,noon : ☀:67:14:13 🛖:41:57:15:m 🦬:46:60:50 🦒:98:94:15
1358 landscape fog street 52 city,street,fog : ☁:14:20:16 🏯:69:48:10:m 🏗:55:46:15 🚗:32:46:46:m 💼:0:94:25
1359 landscape night crater 59 space,science,night : 🌕:48:13:15 ☄:67:53:15:m 🛰:23:54:13:m 🌚:58:55:11 🛸:54:68:43 🚀:81:88:23 🤖:76:85:29
1360 landscape noon grass 65 nature,animals,meadow,noon : ☀:23:12:18 ⛰:74:61:10:m 🦙:37:70:42 🦔:24:86:16
1361 landscape fog jungle 64 wild,jungle,fog : 🌫:83:14:14 🍌:36:58:14 🪴:63:60:10 🦧:58:66:48:m 🐉:6:80:20
1362 crowd night - 0 food,meal,kitchen : 🌭:54:72:21 🍓:13:74:23:m 🧙:86:53:26 🧟:47:16:20 🥐:81:23:20:m 🥞:59:52:41:m 🍇:79:75:23 🥦:48:54:22
1363 surreal fog field 57 space,night,farm,fog : ☁:32:19:19 🌲:66:51:15 🌙:57:34:48 🪆:83:84:21:m
1364 landscape noon savanna 57 wild,savanna,noon : 🦅:81:18:15 🛖:18:51:15 🌳:48:51:16 🐅:40:58:40:m 🦓:74:76:22
1365 close-up forest - 0 wild,jungle,forest : 🍍:51:54:72 🍌:80:18:14:m 🍀:20:18:14:m
1366 interior slate floor 62 home,things,indoors,slate : 🎻:16:34:13 🥁:74:19:16 🪟:63:52:47:m 🪞:77:81:14 🍣:74:85:19
1367 interior slate floor 68 home,things,indoors,slate : 🛋:41:70:45:m 📻:2:89:20 🗺:26:76:15 😲:19:86:19
1368 close-up stone - 0 farm,animals,stone : 🚜:55:44:76 😲:20:85:19:m 🤫:80:85:20
1369 interior teal floor 67 home,things,indoors,teal : 🪆:79:24:16 🛁:58:69:40 🧪:1:86:20:m
1370 landscape aurora crater 63 space,science,aurora : ☄:54:21:13 🛰:89:57:16 🌙:17:57:15 🌍:24:56:18:m 👽:61:65:48:m 🛸:30:74:27 🚀:72:89:15
1371 interior slate floor 69 story,people,indoors,slate : 🎩:72:20:12 🦄:41:71:39:m 🧩:19:78:24:m
1372 surreal noon water 62 story,people,sea,noon : ☀:51:23:12 🏝:12:55:18:m 🌋:25:54:19 🦖:62:29:48 🐡:74:91:29 🚢:101:94:29:m
1373 landscape dusk savanna 66 wild,savanna,dusk : 🦇:74:21:14 🌅:85:61:13:m 🌳:10:61:12:m 🛖:57:61:12:m 🐆:54:64:41 🐉:102:90:14 🦖:5:84:15:m 🧗:5:92:29:m
1374 surreal day field 57 home,things,farm,day : 🏚:89:51:14:m 🌲:82:52:12 🪄:43:33:45 🐕:24:75:23
1375 surreal dusk sand 54 food,meal,beach,dusk : 🦇:26:22:13 ⛱:19:48:14 🥐:53:27:43:m 🍉:91:90:15 🪸:95:92:16
1376 surreal night dunes 51 sea,birds,desert,night : ⭐:47:13:16 🏛:16:46:13 🌞:38:25:52 🗿:5:89:29
1377 landscape day grass 56 nature,animals,meadow,day : 🎈:12:24:12 🛖:7:50:15:m 🐄:50:55:40:m 🍣:96:82:20 🥛:75:85:21
1378 landscape fog jungle 62 wild,jungle,fog : ☁:66:13:14 🌺:21:54:19 🦚:43:55:18 🐯:33:61:41:m ♟:87:87:25 📚:20:82:25 ☎:14:74:23:m
1379 landscape fog moss 57 forest,wild,fog : ☁:19:18:15 🪨:18:51:15 ⛺:19:49:19 🦡:49:50:47 💃:79:91:16 🐺:72:89:15
1380 surreal dusk street 56 space,night,city,dusk : ☁:85:20:19 🏯:23:48:20:m 🏙:62:49:17 🌌:45:33:42:m 🗑:7:79:25
1381 interior cream floor 63 story,people,indoors,cream : 🪆:66:29:18 🧙:41:67:39 🍰:74:89:19 🥛:78:91:16
1382 landscape noon savanna 57 wild,savanna,noon : ☀:14:25:16 🌅:17:49:19 🛖:48:52:12 🐊:51:55:47 😭:29:93:26
1383 close-up dusk - 0 mood,faces,dusk : 😍:45:52:76:m 🥶:80:85:15 😲:20:85:14
1384 interior cream floor 69 story,people,indoors,cream : 👒:16:20:18 👻:48:59:48:m 📷:81:79:16 ♟:99:84:17:m
1385 surreal dawn street 61 space,night,city,dawn : 🌅:42:20:16 🏥:37:54:17:m 🌉:32:55:16 🌍:63:29:49 🚗:2:83:27 🚓:84:76:18 🚚:99:86:29
1386 close-up fire - 0 food,meal,fire : 🍞:53:59:66 🚪:80:18:22 🍐:20:18:16
1387 landscape day street 53 city,street,day : 🌞:38:19:15 🏬:15:47:14:m 🗼:24:49:11 🏛:58:45:19:m 🛴:48:56:48 🗑:95:77:16:m
1388 close-up fire - 0 home,things,fire : 🪆:37:52:73:m ♟:80:18:14 🪟:80:85:20
1389 close-up dusk - 0 desert,travel,dusk : 🌵:36:42:63 😱:80:85:16:m 🦴:80:18:17:m
1390 interior cream floor 59 story,people,indoors,cream : ♟:21:30:16 🪄:79:33:16 🧛:63:57:45 🛏:80:82:24 🥦:79:81:25 📺:2:82:18
1391 landscape dusk moss 66 forest,calm,dusk : 🦇:73:11:17 🌲:33:61:13 🪨:72:62:10 ⛺:47:56:48 🕸:78:81:17
1392 surreal day street 57 fun,party,city,day : 🏗:12:52:12 🏙:17:51:16 🏬:71:51:14 🎈:38:33:45 🛍:3:80:22:m 🛵:92:79:23:m
1393 crowd dawn field 30 farm,food : 🧦:45:75:21 📚:55:26:26:m 🛖:86:56:21:m 🧩:52:51:22 🥔:21:80:24:m 🦆:84:23:27 🌽:50:52:41:m 🪞:22:12:22
1394 surreal fog street 65 wild,savanna,city,fog : 🏗:54:59:16:m 🌅:61:24:49:m 🎒:4:77:29 🚲:21:91:18:m
1395 interior teal floor 63 story,people,indoors,teal : 📦:21:23:15 📚:80:37:17 🧝:63:61:40:m 🗺:18:81:19 🌮:17:91:20 🕰:87:77:22
1396 close-up grass - 0 desert,old,grass : 🪙:50:58:61 🫖:20:85:20 💎:20:18:16:m
1397 interior teal floor 65 home,things,indoors,teal : 🕰:58:63:44:m 🥁:15:83:18 🍜:10:79:16 🍞:84:76:17
1398 landscape dawn water 57 sea,wild,dawn : 🌅:81:22:10 ⛱:85:52:13:m 🗼:35:53:10:m 🐟:40:52:38 🍯:6:89:22:m 🍰:16:88:25:m
1399 crowd noon water 34 sea,boats : 🥝:79:75:18 🚤:76:57:25 🍒:55:26:27 🛶:55:49:41 🍋:56:49:18 🍞:18:47:26 🦅:24:88:26 ⛱:74:23:27
1400 close-up sky - 0 farm,food,sky : 🥕:42:41:68 🌾:20:85:18 🍣:80:85:21
1401 crowd dusk - 0 food,meal,kitchen : 🌈:81:25:21 🍔:28:58:19 🥑:23:26:24:m 🛖:79:42:23 🦌:51:45:25:m 🥦:49:54:41:m 🍵:17:87:22:m 🌄:47:85:21:m
1402 close-up forest - 0 mood,faces,forest : 😲:53:44:63 🙃:20:85:19 🐬:80:18:20:m
1403 surreal night water 56 home,things,sea,night : 🌙:21:23:18 🏝:80:50:16 💍:36:30:49:m 🐬:18:94:26 🖼:10:80:20
1404 close-up candy - 0 home,things,candy : 🔮:51:42:67 🍔:20:18:21:m 🐈:80:18:21
1405 close-up earth - 0 desert,old,earth : 🏺:51:59:72 🥦:20:85:20:m 🍫:20:18:14
1406 landscape dusk grass 61 nature,animals,meadow,dusk : 🌙:27:21:19 🛖:29:55:16 🏠:95:56:12 🦌:34:61:44:m 🐛:12:76:28:m 🦋:18:82:28
1407 close-up sun - 0 nature,flowers,sun : 🍄:46:43:76 🍪:80:18:15 🦋:20:85:15:m
1408 landscape fog street 51 city,street,fog : 🌫:55:13:15 🏯:66:45:16 🏢:36:47:10 🚕:35:51:46 🛍:87:91:16:m
1409 landscape noon grass 57 nature,animals,meadow,noon : 🦅:20:20:17 🏡:92:52:12:m 🛖:32:50:18 🐇:43:54:42:m 🐄:9:78:24 🐌:6:79:22
1410 surreal noon water 56 home,things,sea,noon : 🌋:38:49:17 ⛱:94:49:17 🗺:38:25:43 🥝:99:89:16:m 🐟:86:85:29 🐬:88:82:26:m
1411 close-up sea - 0 summer,beach,sea : 🍦:40:51:72 🏓:80:85:18 🐢:20:18:18:m
1412 crowd aurora crater 42 space,night : 🧙:76:87:26 🧌:25:57:19:m 🌝:76:44:21 ☄:26:14:26 🧚:78:17:20 🧗:55:43:25:m 🌟:52:44:41 🧞:55:85:24:m 🧟:43:22:21
1413 close-up sun - 0 desert,old,sun : 📜:41:60:69 🗝:20:85:21:m 🍅:20:18:21:m
1414 close-up candy - 0 food,meal,candy : 🍵:54:55:69 😴:80:85:18:m 🙃:80:18:16
1415 close-up snow - 0 food,meal,snow : 🍰:50:56:73 🥶:80:85:18 🥵:20:18:15
1416 landscape storm jungle 57 wild,jungle,storm : 🌧:33:12:11 🦧:65:49:19:m 🦥:46:70:40 🐯:99:77:19
1417 landscape dusk grass 66 nature,animals,meadow,dusk : 🌙:30:10:15 🏡:76:61:12 🐐:45:65:40 🌻:26:80:18:m 🌱:5:86:14:m
1418 landscape storm water 57 sea,boats,storm : 🌧:34:18:15 🗼:45:50:17 🌋:66:52:12 ⛱:8:50:17:m 🛳:48:64:50:m 🚣:92:84:16:m 🐳:82:91:20
1419 close-up mint - 0 home,things,mint : 🎻:44:56:71:m 🧩:20:85:15 🎸:20:18:15
1420 close-up forest - 0 nature,flowers,forest : 🌸:39:54:61:m 🐞:20:85:17 🦙:80:18:21:m
"""
